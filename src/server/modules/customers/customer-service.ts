import type { StaffCustomer } from '@/contracts/customers';
import { toAsciiDigits } from '@/lib/phone';
import type { Db } from '@/server/db/database';
import { egp } from '@/server/money';
import { listCustomerRows } from './customer-repository';

/** GET /admin/customers: what a search typed on a phone means, then one page of customers. */
export async function listCustomers(
  db: Db,
  query: { q?: string },
  page: { limit: number; offset: number },
): Promise<{ customers: StaffCustomer[]; total: number }> {
  // As the staff order search reads it: ٠١٠ is 010, and case never matters.
  const q = query.q ? toAsciiDigits(query.q).trim().toLowerCase() : undefined;
  const { rows, total } = await listCustomerRows(db, q || undefined, page);
  return {
    customers: rows.map((row) => ({
      id: row.id,
      name: row.name,
      username: row.username,
      phone: row.phone,
      email: row.email,
      created_at: new Date(row.created_at).toISOString(),
      orders_count: row.orders_count,
      last_order_at: row.last_order_at === null ? null : new Date(row.last_order_at).toISOString(),
      total_spent: egp(row.delivered_cents),
    })),
    total,
  };
}
