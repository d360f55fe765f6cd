import type { Db } from '@/server/db/db-types';
import type { Role } from '@/server/db/schema';
import { registerCustomer, type Customer } from './accounts';
import type { ApiClient } from './api-client';

/** A new account given a staff role (what `npm run user:create` makes), signed in. */
export async function registerStaff(
  api: ApiClient,
  db: Db,
  role: Exclude<Role, 'customer'>,
): Promise<Customer> {
  const account = await registerCustomer(api, { name: `Test ${role}` });
  await db.updateTable('users').set({ role }).where('id', '=', account.user.id).execute();
  return account;
}
