import type { TFunction } from 'i18next';
import type { CashDay } from '@/contracts/driver-rounds';
import type { StaffOrder } from '@/contracts/order';
import { SHOP_TIME_ZONE, shopDate } from '@/lib/shop-calendar';
import { deliveryAddressLines } from '../orders/order-address';
import type { CsvCell, CsvTable } from './csv';

/*
 * The three files of the shop's books, as tables for csv.ts: orders (one record per order),
 * order lines (one per line, to see what sold) and cash (one per driver and day). Headers and
 * words (a status, yes/no) are in the reader's language; dates are `YYYY-MM-DD` and times
 * `HH:MM` in Cairo, whatever zone the PC is set to, so a sheet sorts them as they are.
 */

export type BookKind = 'orders' | 'lines' | 'cash';

type Column<T> = readonly [key: string, cell: (row: T, t: TFunction) => CsvCell];

let clockFormat: Intl.DateTimeFormat | undefined;

/** `HH:MM` on Cairo's clock; the formatter is made with the first export, not on page load. */
function cairoTime(iso: string): string {
  clockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return clockFormat.format(new Date(iso));
}

const cairoDate = (iso: string) => shopDate(Date.parse(iso));

const yesNo = (value: boolean, t: TFunction) => t(value ? 'cash:export.yes' : 'cash:export.no');

/** The delivery day an order was listed under: its slot's, or the day it was placed. */
const deliveryDay = (order: StaffOrder) => order.slot?.date ?? cairoDate(order.created_at);

const ORDER_COLUMNS: readonly Column<StaffOrder>[] = [
  ['day', deliveryDay],
  ['number', (order) => order.number],
  ['placedOn', (order) => cairoDate(order.created_at)],
  ['placedAt', (order) => cairoTime(order.created_at)],
  ['status', (order, t) => t(`dashboard:orderStatus.${order.status}`)],
  ['customer', (order) => order.customer.name],
  ['phone', (order) => order.customer.phone],
  ['recipient', (order) => order.address.recipient],
  ['recipientPhone', (order) => order.address.phone],
  ['area', (order) => order.address.area],
  [
    'address',
    (order, t) =>
      deliveryAddressLines(order.address, t).join(t('dashboard:orderPage.address.separator')),
  ],
  ['landmark', (order) => order.address.landmark],
  ['slot', (order) => (order.slot ? `${order.slot.from}-${order.slot.to}` : null)],
  ['lines', (order) => order.items.length],
  ['subtotal', (order) => ({ egp: order.subtotal })],
  ['delivery', (order) => ({ egp: order.delivery_charge })],
  ['total', (order) => ({ egp: order.total })],
  ['estimated', (order, t) => yesNo(order.estimated, t)],
  ['notes', (order) => order.notes],
];

type Line = { order: StaffOrder; line: StaffOrder['items'][number] };

const LINE_COLUMNS: readonly Column<Line>[] = [
  ['day', ({ order }) => deliveryDay(order)],
  ['number', ({ order }) => order.number],
  ['status', ({ order }, t) => t(`dashboard:orderStatus.${order.status}`)],
  ['item', ({ line }) => line.name],
  [
    'options',
    ({ line }, t) =>
      line.options.map((option) => option.name).join(t('dashboard:orderPage.address.separator')),
  ],
  ['unit', ({ line }) => line.unit],
  ['qty', ({ line }) => line.qty],
  ['weightEach', ({ line }) => line.weight],
  ['weighed', ({ line }) => line.weighed_weight],
  ['unitPrice', ({ line }) => ({ egp: line.unit_price })],
  ['lineTotal', ({ line }) => ({ egp: line.line_total })],
  ['estimated', ({ line }, t) => yesNo(line.estimated, t)],
];

const CASH_COLUMNS: readonly Column<CashDay>[] = [
  ['day', (day) => day.date],
  ['driver', (day) => day.driver.name],
  ['expected', (day) => ({ egp: day.expected })],
  ['received', (day) => ({ egp: day.received })],
  ['handedOver', (day) => (day.handed_over === null ? null : { egp: day.handed_over })],
  ['difference', (day) => ({ egp: day.difference })],
  ['delivered', (day) => day.delivered],
  ['failed', (day) => day.failed],
  ['stillOut', (day) => day.open_stops],
  ['state', (day, t) => t(day.closed ? 'cash:card.closed' : 'cash:card.open')],
  ['closedOn', (day) => (day.closed_at ? cairoDate(day.closed_at) : null)],
  ['closedAt', (day) => (day.closed_at ? cairoTime(day.closed_at) : null)],
];

function table<T>(
  kind: BookKind,
  columns: readonly Column<T>[],
  rows: readonly T[],
  t: TFunction,
): CsvTable {
  return {
    header: columns.map(([key]) => t(`cash:export.columns.${kind}.${key}`)),
    rows: rows.map((row) => columns.map(([, cell]) => cell(row, t))),
  };
}

export function ordersTable(orders: readonly StaffOrder[], t: TFunction): CsvTable {
  return table('orders', ORDER_COLUMNS, orders, t);
}

export function linesTable(orders: readonly StaffOrder[], t: TFunction): CsvTable {
  const lines = orders.flatMap((order) => order.items.map((line) => ({ order, line })));
  return table('lines', LINE_COLUMNS, lines, t);
}

export function cashTable(days: readonly CashDay[], t: TFunction): CsvTable {
  return table('cash', CASH_COLUMNS, days, t);
}

/** `orders-2026-11-30.csv`, or `cash-2026-11-01-to-2026-11-30.csv` for a range. */
export function bookFileName(kind: BookKind, from: string, to: string): string {
  return from === to ? `${kind}-${from}.csv` : `${kind}-${from}-to-${to}.csv`;
}
