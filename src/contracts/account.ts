import { z } from 'zod';
import { isEmailUsername } from './field-rules';
import {
  currentPasswordSchema,
  emailSchema,
  newPasswordSchema,
  newUsernameSchema,
  phoneSchema,
  pinSchema,
  text,
  usernameSchema,
} from './fields';

/**
 * Every account's role. `seller` and `admin` run the shop from the dashboard; a `driver` is
 * staff too but sees only their own delivery rounds, never the dashboard nor an /admin call.
 */
export const ROLES = ['customer', 'seller', 'admin', 'driver'] as const;
export type Role = (typeof ROLES)[number];

export const userSchema = z.object({
  id: z.int(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  role: z.enum(ROLES),
});
export type User = z.infer<typeof userSchema>;

/** GET /user/profile: the account, and the credit (EGP) its next orders will take off. */
export const profileSchema = userSchema.extend({ credit: z.number() });
export type Profile = z.infer<typeof profileSchema>;

export const authResultSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

/** An e-mail that may be left empty: '' and null mean none. */
const optionalEmail = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  emailSchema.optional(),
);

/** On update, '' or null removes the e-mail and a missing field leaves it as it is. */
const replacementEmail = z.preprocess(
  (value) => (value === '' ? null : value),
  emailSchema.nullable().optional(),
);

/** Nobody chooses a role by asking: registration always makes a customer. */
const noRole = z.never({ error: 'error.role_change' }).optional();

export const registerBodySchema = z.object({
  name: text(80, 2),
  username: newUsernameSchema,
  phone: phoneSchema,
  email: optionalEmail,
  password: newPasswordSchema,
  role: noRole,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/**
 * The sign-up form, which asks for the mobile number once (issue 26: it was asked twice, and
 * copying one field into the other doubled it). A mobile username is the delivery phone too;
 * only an e-mail username has a phone field of its own, as the register body needs a phone,
 * and its e-mail field is left out (the account's e-mail is the username). The fields become
 * the register body and then meet the API's own checks.
 */
export const signUpFormSchema = z
  .object({
    name: z.string(),
    username: z.string(),
    phone: z.string(),
    email: z.string(),
    password: z.string(),
  })
  .transform(({ phone, email, ...account }) =>
    isEmailUsername(account.username)
      ? { ...account, phone }
      : { ...account, phone: account.username, email },
  )
  .pipe(registerBodySchema);

export const loginBodySchema = z.object({
  username: usernameSchema,
  password: currentPasswordSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * `password` is the current one: the server asks for it only when the e-mail or phone
 * changes (account-changes.ts says when they do).
 */
export const updateAccountBodySchema = z
  .object({
    name: text(80, 2).optional(),
    email: replacementEmail,
    phone: phoneSchema.optional(),
    password: currentPasswordSchema.optional(),
    role: noRole,
  })
  .refine(
    (body) => body.name !== undefined || body.email !== undefined || body.phone !== undefined,
    { path: ['body'], error: 'validation.nothing_to_update' },
  );
export type UpdateAccountBody = z.input<typeof updateAccountBodySchema>;

export const changePasswordBodySchema = z.object({
  password: currentPasswordSchema,
  new_password: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const forgotPasswordBodySchema = z.object({ username: usernameSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const checkPinBodySchema = z.object({ username: usernameSchema, pin: pinSchema });
export type CheckPinBody = z.input<typeof checkPinBodySchema>;

export const resetPasswordBodySchema = z.object({
  username: usernameSchema,
  pin: pinSchema,
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
