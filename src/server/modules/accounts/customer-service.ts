import type { StaffCustomer } from '@/contracts/customers';
import { toAsciiDigits } from '@/contracts/phone';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import type { Role } from '@/server/db/schema';
import { maskEmail, maskPhone } from './contact-notices';
import { recordStaffWrite } from '@/server/modules/audit';
import { egp } from '@/server/money';
import { listCustomerRows, type CustomerRow } from './customer-repository';

/** Who reads the list: the audit names them, and their role decides what they see. */
export interface CustomersReader {
  userId: number;
  role: Role;
}

/** A username is the account's e-mail or mobile number: masked as that one is. */
const maskUsername = (username: string) =>
  username.includes('@') ? maskEmail(username) : maskPhone(username);

/**
 * A row as `role` may read it. An admin reads everything. A seller calls customers about
 * their orders, from the order's page, where the phone is in full; on the list they get
 * enough to recognise someone (name, the ends of the number) and nothing to copy out a
 * customer book with, nor what each customer spends.
 */
function toStaffCustomer(row: CustomerRow, role: Role): StaffCustomer {
  const masked = role !== 'admin';
  return {
    id: row.id,
    name: row.name,
    username: masked ? maskUsername(row.username) : row.username,
    phone: masked ? maskPhone(row.phone) : row.phone,
    email: row.email === null || !masked ? row.email : maskEmail(row.email),
    created_at: new Date(row.created_at).toISOString(),
    orders_count: row.orders_count,
    last_order_at: row.last_order_at === null ? null : new Date(row.last_order_at).toISOString(),
    latest_order_id: row.latest_order_id,
    total_spent: masked ? null : egp(row.delivered_cents),
    masked,
  };
}

/**
 * GET /admin/customers: what a search typed on a phone means, then one page of customers,
 * and one staff audit record of the read (who, the search, the page, how many rows): the
 * list is the shop's customer book, and the owner should be able to see who leafs through it.
 */
export async function listCustomers(
  db: Db,
  query: { q?: string },
  page: { page: number; limit: number; offset: number },
  by: CustomersReader,
): Promise<{ customers: StaffCustomer[]; total: number }> {
  // As the staff order search reads it: ٠١٠ is 010, and case never matters.
  const q = query.q ? toAsciiDigits(query.q).trim().toLowerCase() : undefined;
  const { rows, total } = await listCustomerRows(db, q || undefined, page);
  await recordStaffWrite(db, {
    userId: by.userId,
    role: by.role,
    action: 'customers.list',
    entity: 'customer',
    // A list names no one customer.
    entityId: 0,
    before: {},
    after: { q: query.q ?? null, page: page.page, limit: page.limit, rows: rows.length },
    at: now(),
  });
  return { customers: rows.map((row) => toStaffCustomer(row, by.role)), total };
}
