import {
  changePasswordBodySchema,
  checkPinBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  resetPasswordBodySchema,
  signUpFormSchema,
  updateAccountBodySchema,
} from './account';
import { addressFieldsSchema } from './address';
import { placeOrderBodySchema } from './order';
import { categoryFormSchema } from './staff-category';

/*
 * The contracts of every form the storefront checks, gathered so that forms load them on
 * demand (formContract, lib/api/call-schemas.ts): zod is about 28 kB gzip, and pages arrive
 * with their data, so the first check brings it, not the first load
 * (docs/adr/0006-performance.md). Import them from here only that way. The calls' own
 * schemas are route-schemas.ts, which call() loads the same way.
 */

// Accounts.
export const loginBody = loginBodySchema;
/** Sign-up's fields, made the register body (the mobile is asked once). */
export const signUpForm = signUpFormSchema;
export const forgotPasswordBody = forgotPasswordBodySchema;
export const changePasswordBody = changePasswordBodySchema;
export const updateAccountBody = updateAccountBodySchema;
/** The reset's PIN step checks the PIN alone; its password step the password alone. */
export const pinOnlyForm = checkPinBodySchema.pick({ pin: true });
export const passwordOnlyForm = resetPasswordBodySchema.pick({ password: true });

// Addresses.
export const addressFields = addressFieldsSchema;

// Orders.
/** Checkout builds the order from the cart and checks it whole before sending it. */
export const placeOrderBody = placeOrderBodySchema;
/** The checkout form checks the shopper's notes; the rest of the order is built, not typed. */
export const orderNotesForm = placeOrderBodySchema.pick({ notes: true });

// Dashboard.
/** A category's names and position, as the edit dialog checks them. */
export const categoryForm = categoryFormSchema;
