import { defineRoute } from '@/server/http/define-route';
import { pageOf } from '@/server/http/page-of';
import { listBranches, listContacts, shopFacts } from './shop-info-service';

export const branchesList = defineRoute('branchesList', {
  summary: 'The branches in Dakahlia: address, phone, hours and coordinates.',
  async handle({ db, locale, paging }) {
    return pageOf(await listBranches(db, locale), paging);
  },
});

export const appContacts = defineRoute('appContacts', {
  summary: "The shop's contacts; the storefront's WhatsApp button uses the `whatsapp` entry.",
  async handle({ db, locale, paging }) {
    return pageOf(await listContacts(db, locale), paging);
  },
});

export const shopFactsRoute = defineRoute('shopFacts', {
  summary:
    "What every page's footer shows of the shop, in one answer: opening hours (the shop's one set, also every branch's), the about line, the area, the service promises and the contacts.",
  async handle({ db, locale }) {
    return { results: await shopFacts(db, locale) };
  },
});
