import { z } from 'zod';
import { ROLES } from '@/contracts/account';
import {
  emailSchema,
  newPasswordSchema,
  phoneSchema,
  text,
  usernameSchema,
} from '@/contracts/fields';
import { hashPassword } from '@/server/auth/passwords';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { isUniqueViolation } from '@/server/db/db-errors';
import type { UserRow } from '@/server/db/schema';
import { fieldErrors } from '@/server/errors/field-errors';
import { translateMessage } from '@/server/i18n/translate';
import { identityFieldsTaken, insertAccount } from '@/server/modules/accounts';

/** What `npm run user:create` accepts: the registration rules plus a role. */
export const createUserSchema = z.object({
  role: z.enum(ROLES),
  username: usernameSchema,
  name: text(80, 2),
  phone: phoneSchema,
  email: emailSchema.optional(),
  password: newPasswordSchema,
});

/** As typed on the command line: every value a string (or missing), checked here. */
export type CreateUserInput = Partial<Record<keyof z.input<typeof createUserSchema>, string>>;

export class CreateUserError extends Error {
  override name = 'CreateUserError';
}

/** Creates an account of any role: the first admin, who then adds staff from the dashboard. */
export async function createUser(db: Db, raw: CreateUserInput): Promise<UserRow> {
  const parsed = createUserSchema.safeParse(raw);
  if (!parsed.success) {
    const reasons = Object.entries(fieldErrors(parsed.error.issues)).map(
      ([field, message]) => `${field}: ${translateMessage('en', message)}`,
    );
    throw new CreateUserError(`Invalid account:\n  ${reasons.join('\n  ')}`);
  }
  const input = parsed.data;
  const identity = {
    username: input.username,
    phone: input.phone,
    email: input.email ?? (input.username.includes('@') ? input.username : null),
  };
  try {
    return await insertAccount(db, {
      ...identity,
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      at: now(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Usernames, phones and e-mails are each one account's (migration 0006).
    const taken = await identityFieldsTaken(db, identity);
    const named = taken.map((field) => `${field} ${identity[field] ?? ''}`).join(', ');
    throw new CreateUserError(`Another account already has this ${named || 'username'}.`);
  }
}
