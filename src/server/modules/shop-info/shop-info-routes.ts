import { defineRoute } from '@/server/http/define-route';
import { pageOf } from '@/server/http/page-of';
import { listBranches, listContacts, listDeliveryZones } from './shop-info-service';

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

export const deliveryCharges = defineRoute('deliveryCharges', {
  summary: 'Delivery zones: fee, minimum order and estimated time per area.',
  async handle({ db, locale, paging }) {
    return pageOf(await listDeliveryZones(db, locale), paging);
  },
});
