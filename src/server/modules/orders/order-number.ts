const CAIRO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Cairo',
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
});

/** DP-261122-: the shop's prefix and the day in Cairo the order was placed; its id follows. */
export function orderNumberPrefix(at: number): string {
  return `DP-${CAIRO_DAY.format(new Date(at)).replaceAll('-', '')}-`;
}

/** DP-261122-00042: the prefix and the order's id, five digits at least. */
export function orderNumber(id: number, at: number): string {
  return `${orderNumberPrefix(at)}${String(id).padStart(5, '0')}`;
}
