import { z } from 'zod';
import { newPasswordSchema, newUsernameSchema, phoneSchema, text } from './fields';

/*
 * The shop's staff accounts (api-contract.md, Version 3, "Staff accounts"): admins add
 * sellers, admins and drivers, change their name, phone and role, set a new password, and
 * switch an account off. Customers sign themselves up and are never listed here.
 */

/** The roles an admin may give. A driver sees only their own rounds (not the dashboard). */
export const STAFF_ROLES = ['seller', 'admin', 'driver'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  username: z.string(),
  phone: z.string(),
  role: z.enum(STAFF_ROLES),
  /** False: the account cannot sign in and every token it had was revoked. */
  is_active: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const staffRole = z.enum(STAFF_ROLES, { error: 'validation.staff_role' });
const staffName = text(80, 2);

/** POST /admin/staff/new: a new account, active, with the password the admin hands over. */
export const staffCreateBodySchema = z.object({
  name: staffName,
  username: newUsernameSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
  role: staffRole,
});
export type StaffCreateBody = z.input<typeof staffCreateBodySchema>;

/** POST /admin/staff/{id}: one or more of the account's settings; the username stays. */
export const staffUpdateBodySchema = z
  .object({
    name: staffName.optional(),
    phone: phoneSchema.optional(),
    role: staffRole.optional(),
    is_active: z.boolean().optional(),
    password: newPasswordSchema.optional(),
  })
  .refine(
    (body) =>
      [body.name, body.phone, body.role, body.is_active, body.password].some(
        (value) => value !== undefined,
      ),
    { path: ['body'], error: 'validation.nothing_to_update' },
  );
export type StaffUpdateBody = z.input<typeof staffUpdateBodySchema>;

/**
 * The edit form: every setting shown; the new password left empty keeps the old one. Its
 * output is the update body.
 */
export const staffEditFormSchema = z.object({
  name: staffName,
  phone: phoneSchema,
  role: staffRole,
  is_active: z.boolean(),
  password: z.preprocess(
    (value) => (value === '' ? undefined : value),
    newPasswordSchema.optional(),
  ),
});
export type StaffEditFormInput = z.input<typeof staffEditFormSchema>;
