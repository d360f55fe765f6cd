import type { TFunction } from 'i18next';
import type { CashDay } from '@/contracts/driver-rounds';
import type { StaffOrder } from '@/contracts/order';
import { STAFF_ROUTES } from '@/contracts/staff-routes';
import { call } from '@/lib/api/call';
import type { Locale } from '@/lib/i18n/locales';
import { bookFileName, cashTable, linesTable, ordersTable, type BookKind } from './books-tables';
import { buildCsv } from './csv';

/*
 * Gathers an export from the API, a day at a time (the calls the screens already make, with
 * the admin's own session), and writes its CSV. Loaded when an admin first asks for a file,
 * not with the overview. Days are asked one after the other: the shop's server is small, and
 * the admin sees each day counted.
 */

/** The list's own page size (staff-routes.ts): every page is one the API is made to serve. */
const PAGE_SIZE = STAFF_ROUTES.adminOrders.list.defaultLimit;

/** Every order of one delivery day, page after page until the list's total is reached. */
export async function ordersOfDay(date: string, locale: Locale): Promise<StaffOrder[]> {
  const byId = new Map<number, StaffOrder>();
  for (let page = 1; ; page += 1) {
    const answer = await call(
      'adminOrders',
      { query: { date }, page, limit: PAGE_SIZE },
      { locale },
    );
    // An order placed meanwhile moves the newest-first list down one: its neighbour comes
    // twice, and is kept once.
    for (const order of answer.results) byId.set(order.id, order);
    const size = answer.limit ?? PAGE_SIZE;
    const last = answer.total === undefined ? false : page * size >= answer.total;
    if (answer.results.length < size || last) break;
  }
  // Oldest first, as a book is read.
  return [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at));
}

export async function cashOfDay(date: string, locale: Locale): Promise<CashDay[]> {
  return (await call('adminCash', { query: { date } }, { locale })).results;
}

export interface BookRequest {
  kind: BookKind;
  days: readonly string[];
  locale: Locale;
  t: TFunction;
  /** Before each day is asked for: that day, and how many are done. */
  onDay: (day: string, done: number) => void;
}

export interface Book {
  fileName: string;
  text: string;
  /** Records under the header. */
  records: number;
}

export async function makeBook({ kind, days, locale, t, onDay }: BookRequest): Promise<Book> {
  const orders: StaffOrder[] = [];
  const cash: CashDay[] = [];
  for (const [index, day] of days.entries()) {
    onDay(day, index);
    if (kind === 'cash') cash.push(...(await cashOfDay(day, locale)));
    else orders.push(...(await ordersOfDay(day, locale)));
  }
  const table =
    kind === 'cash'
      ? cashTable(cash, t)
      : kind === 'lines'
        ? linesTable(orders, t)
        : ordersTable(orders, t);
  const first = days[0] ?? '';
  return {
    fileName: bookFileName(kind, first, days.at(-1) ?? first),
    text: buildCsv(table),
    records: table.rows.length,
  };
}
