import { hashPassword } from '@/server/auth/passwords';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import type { Role } from '@/server/db/schema';

/**
 * Accounts for trying the shop and the dashboard. Only a development or demo database gets
 * them (never production unless DEMO_ACCOUNTS=true); the README lists them.
 */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  username: string;
  password: string;
  name: string;
  phone: string;
  email: string;
  role: Role;
}> = [
  {
    username: 'admin@dakahlia-poultry.example',
    password: 'admin-demo-2026',
    name: 'Demo Admin',
    phone: '01000000001',
    email: 'admin@dakahlia-poultry.example',
    role: 'admin',
  },
  {
    username: 'seller@dakahlia-poultry.example',
    password: 'seller-demo-2026',
    name: 'Demo Seller',
    phone: '01000000002',
    email: 'seller@dakahlia-poultry.example',
    role: 'seller',
  },
  {
    username: '01000000003',
    password: 'customer-demo-2026',
    name: 'Demo Customer',
    phone: '01000000003',
    email: 'customer@dakahlia-poultry.example',
    role: 'customer',
  },
];

export async function seedDemoAccounts(db: Db): Promise<void> {
  const at = now();
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insertInto('users')
      .values({
        username: account.username,
        name: account.name,
        email: account.email,
        phone: account.phone,
        role: account.role,
        password_hash: await hashPassword(account.password),
        created_at: at,
        updated_at: at,
      })
      // Any conflict: a demo number or e-mail someone already uses keeps its owner.
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}
