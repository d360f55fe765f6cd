import { z } from 'zod';
import { contactSchema } from '@/contracts/contact';
import { branchSchema, deliveryChargeSchema } from '@/contracts/shop-info';
import { defineRoute } from '@/server/http/define-route';
import { pageOf } from '@/server/http/page-of';
import { listBranches, listContacts, listDeliveryZones } from './shop-info-service';

export const branchesList = defineRoute({
  method: 'GET',
  path: '/branches/list',
  auth: 'none',
  cache: 'public',
  summary: 'The branches in Dakahlia: address, phone, hours and coordinates.',
  list: { defaultLimit: 10_000 },
  response: z.array(branchSchema),
  async handle({ db, locale, paging }) {
    return pageOf(await listBranches(db, locale), paging);
  },
});

export const appContacts = defineRoute({
  method: 'GET',
  path: '/app_contacts',
  auth: 'none',
  cache: 'public',
  summary: "The shop's contacts; the storefront's WhatsApp button uses the `whatsapp` entry.",
  list: { defaultLimit: 10_000 },
  response: z.array(contactSchema),
  async handle({ db, locale, paging }) {
    return pageOf(await listContacts(db, locale), paging);
  },
});

export const deliveryCharges = defineRoute({
  method: 'GET',
  path: '/app_settings/delivery_charges',
  auth: 'none',
  cache: 'public',
  summary: 'Delivery zones: fee, minimum order and estimated time per area.',
  list: { defaultLimit: 10_000 },
  response: z.array(deliveryChargeSchema),
  async handle({ db, locale, paging }) {
    return pageOf(await listDeliveryZones(db, locale), paging);
  },
});
