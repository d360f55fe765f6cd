import { defineRoute } from '@/server/http/define-route';
import {
  staffShopContent,
  updateBranch,
  updateContact,
  updateFacts,
  updatePromise,
} from './shop-content-service';

const SAVED = 'ok.shop_content_saved';

export const adminShopContent = defineRoute('adminShopContent', {
  summary:
    'Staff: the shop’s facts (opening hours, about line, area, and `complaint_window_hours`: how long after delivery a shopper may complain), service promises, branches and contacts, each text in both languages, for the “Shop details” screen.',
  async handle({ db }) {
    return { results: await staffShopContent(db) };
  },
});

export const adminShopFactsUpdate = defineRoute('adminShopFactsUpdate', {
  summary:
    'Admins only (a seller gets 403): change the opening hours, the about line or the area, in either language, or `complaint_window_hours` (whole hours after delivery a shopper may complain, 1 to 720). Every page’s footer, the contact page and every branch card show the hours within 2 s. Audit action `shop_facts.update`.',
  async handle({ db, user, body }) {
    const by = { userId: user.userId, role: user.role };
    return { results: await updateFacts(db, body, by), message: SAVED };
  },
});

export const adminPromiseUpdate = defineRoute('adminPromiseUpdate', {
  summary:
    'Admins only: change a service promise’s title or line in either language (the footer and the home page show them). Audit action `promise.update`.',
  async handle({ db, user, params, body }) {
    const by = { userId: user.userId, role: user.role };
    return { results: await updatePromise(db, params.id, body, by), message: SAVED };
  },
});

export const adminBranchUpdate = defineRoute('adminBranchUpdate', {
  summary:
    'Admins only: change a branch’s name, address (per language) or phone. Its hours are the shop’s (`POST /admin/shop-facts`). Audit action `branch.update`.',
  async handle({ db, user, params, body }) {
    const by = { userId: user.userId, role: user.role };
    return { results: await updateBranch(db, params.id, body, by), message: SAVED };
  },
});

export const adminContactUpdate = defineRoute('adminContactUpdate', {
  summary:
    'Admins only: change a contact’s value, its Arabic value (`value_ar`, null for the same) or labels. The value, and the Arabic value when there is one, must fit the contact’s type, as the contact page links it: a WhatsApp number, a phone in digits (6 to 15), an e-mail, or an https link on the network’s own site (400 on `value` or `value_ar` otherwise). Audit action `contact.update`.',
  async handle({ db, user, params, body }) {
    const by = { userId: user.userId, role: user.role };
    return { results: await updateContact(db, params.id, body, by), message: SAVED };
  },
});
