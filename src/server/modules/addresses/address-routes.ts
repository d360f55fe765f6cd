import { z } from 'zod';
import { addressFieldsSchema, addressSchema, addressUpdateSchema } from '@/contracts/address';
import { idSchema } from '@/contracts/fields';
import { defineRoute } from '@/server/http/define-route';
import { pageOf } from '@/server/http/page-of';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from './address-service';

const idParams = z.object({ id: idSchema });

export const addressList = defineRoute({
  method: 'GET',
  path: '/user/address/list',
  auth: 'required',
  summary: "The caller's addresses, the default first.",
  list: { defaultLimit: 10_000 },
  response: z.array(addressSchema),
  async handle({ db, user, paging }) {
    return pageOf(await listAddresses(db, user.userId), paging);
  },
});

export const addressNew = defineRoute({
  method: 'POST',
  path: '/user/address/new',
  auth: 'required',
  summary:
    'Saves an address (at most 20). The first one, or one sent with is_default, is the default.',
  body: addressFieldsSchema,
  response: addressSchema,
  async handle({ db, user, body }) {
    return { results: await createAddress(db, user.userId, body), message: 'ok.address_saved' };
  },
});

export const addressDetails = defineRoute({
  method: 'GET',
  path: '/user/address/:id',
  auth: 'required',
  summary: "One of the caller's addresses; 404 for any other.",
  params: idParams,
  response: addressSchema,
  async handle({ db, user, params }) {
    return { results: await getAddress(db, user.userId, params.id) };
  },
});

export const addressUpdate = defineRoute({
  method: 'POST',
  path: '/user/address/update',
  auth: 'required',
  summary: "Replaces the fields of one of the caller's addresses (by `id`); 404 for any other.",
  body: addressUpdateSchema,
  response: addressSchema,
  async handle({ db, user, body }) {
    return { results: await updateAddress(db, user.userId, body), message: 'ok.address_saved' };
  },
});

export const addressDelete = defineRoute({
  method: 'POST',
  path: '/user/address/delete/:id',
  auth: 'required',
  summary: "Deletes one of the caller's addresses; orders keep their own copy of it.",
  params: idParams,
  response: z.null(),
  async handle({ db, user, params }) {
    await deleteAddress(db, user.userId, params.id);
    return { results: null, message: 'ok.address_deleted' };
  },
});
