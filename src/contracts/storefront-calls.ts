import { z } from 'zod';
import {
  authResultSchema,
  changePasswordBodySchema,
  checkPinBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updateAccountBodySchema,
  userSchema,
} from './account';
import { addressFieldsSchema, addressSchema } from './address';
import { bannerSchema, categorySchema, featureSchema, itemSchema } from './catalog';
import { contactListResponseSchema } from './contact';
import { envelopeSchema, listEnvelopeSchema } from './envelope';
import { favoriteBodySchema } from './favorite';
import { orderSchema, placeOrderBodySchema } from './order';
import { branchSchema, deliveryChargeSchema } from './shop-info';

/*
 * The contracts of every call the storefront makes and of every form it checks, gathered so
 * that its api files and forms load them on demand (lib/api/call-schemas.ts): zod is about
 * 28 kB gzip, and pages arrive with their data, so the first call or the first check brings
 * it, not the first load (docs/adr/0006-performance.md). Import them from here only that way.
 */

// Catalogue and shop information.
export const itemListResponse = listEnvelopeSchema(itemSchema);
export const itemResponse = envelopeSchema(itemSchema);
export const categoryListResponse = listEnvelopeSchema(categorySchema);
export const bannerListResponse = listEnvelopeSchema(bannerSchema);
export const featureListResponse = listEnvelopeSchema(featureSchema);
export const deliveryChargeListResponse = listEnvelopeSchema(deliveryChargeSchema);
export const branchListResponse = listEnvelopeSchema(branchSchema);
export const contactListResponse = contactListResponseSchema;
export const favoriteBody = favoriteBodySchema;

// Accounts.
export const loginBody = loginBodySchema;
export const registerBody = registerBodySchema;
export const authResponse = envelopeSchema(authResultSchema);
export const forgotPasswordBody = forgotPasswordBodySchema;
export const checkPinBody = checkPinBodySchema;
export const resetPasswordBody = resetPasswordBodySchema;
export const changePasswordBody = changePasswordBodySchema;
export const updateAccountBody = updateAccountBodySchema;
export const userResponse = envelopeSchema(userSchema);
/** The reset's PIN step checks the PIN alone; its password step the password alone. */
export const pinOnlyForm = checkPinBodySchema.pick({ pin: true });
export const passwordOnlyForm = resetPasswordBodySchema.pick({ password: true });

// Addresses.
export const addressFields = addressFieldsSchema;
export const addressResponse = envelopeSchema(addressSchema);
export const addressListResponse = listEnvelopeSchema(addressSchema);
export const confirmationResponse = envelopeSchema(z.null());

// Orders.
export const orderResponse = envelopeSchema(orderSchema);
export const orderListResponse = listEnvelopeSchema(orderSchema);
export const placeOrderBody = placeOrderBodySchema;
/** The checkout form checks the shopper's notes; the rest of the order is built, not typed. */
export const orderNotesForm = placeOrderBodySchema.pick({ notes: true });

export type ItemListResponse = z.output<typeof itemListResponse>;
