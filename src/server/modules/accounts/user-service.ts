import type { Db } from '@/server/db/db-types';
import type { UserRow } from '@/server/db/schema';
import {
  insertUser,
  takenIdentityFields,
  type IdentityField,
  type NewUser,
} from './user-repository';

/* Accounts as the command line makes them (src/server/cli/create-user.ts), through the door. */

export function insertAccount(db: Db, user: NewUser): Promise<UserRow> {
  return insertUser(db, user);
}

/** Which of a new account's username, phone and e-mail another account already has. */
export function identityFieldsTaken(
  db: Db,
  identity: Parameters<typeof takenIdentityFields>[1],
): Promise<IdentityField[]> {
  return takenIdentityFields(db, identity);
}
