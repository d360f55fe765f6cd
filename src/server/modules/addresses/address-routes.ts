import { defineRoute } from '@/server/http/define-route';
import { pageOf } from '@/server/http/page-of';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from './address-service';

export const addressList = defineRoute('addressList', {
  summary: "The caller's addresses, the default first.",
  async handle({ db, user, paging }) {
    return pageOf(await listAddresses(db, user.userId), paging);
  },
});

export const addressNew = defineRoute('addressNew', {
  summary:
    'Saves an address (at most 20). The first one, or one sent with is_default, is the default.',
  async handle({ db, user, body }) {
    return { results: await createAddress(db, user.userId, body), message: 'ok.address_saved' };
  },
});

export const addressDetails = defineRoute('addressDetails', {
  summary: "One of the caller's addresses; 404 for any other.",
  async handle({ db, user, params }) {
    return { results: await getAddress(db, user.userId, params.id) };
  },
});

export const addressUpdate = defineRoute('addressUpdate', {
  summary: "Replaces the fields of one of the caller's addresses (by `id`); 404 for any other.",
  async handle({ db, user, body }) {
    return { results: await updateAddress(db, user.userId, body), message: 'ok.address_saved' };
  },
});

export const addressDelete = defineRoute('addressDelete', {
  summary: "Deletes one of the caller's addresses; orders keep their own copy of it.",
  async handle({ db, user, params }) {
    await deleteAddress(db, user.userId, params.id);
    return { results: null, message: 'ok.address_deleted' };
  },
});
