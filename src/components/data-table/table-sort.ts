export type CellValue = string | number | boolean;

/** A date or date-time in ISO 8601 form, as the dashboard contracts write them. */
const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isoTime(value: string): number | undefined {
  if (!ISO_DATE.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Orders two cell values ascending (the table reverses it for descending): numbers by size,
 * ISO dates by instant (offsets differ, so their text order can be wrong), booleans false
 * before true (so true comes first when descending), any other text by the page language's
 * collator, which knows its alphabet, ignores case and accents and reads "10" after "9".
 */
export function compareCellValues(a: CellValue, b: CellValue, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string') {
    const timeA = isoTime(a);
    const timeB = isoTime(b);
    if (timeA !== undefined && timeB !== undefined) return timeA - timeB;
  }
  return collator.compare(String(a), String(b));
}

/** The collator the table sorts text with, for the page's Intl locale. */
export function createSortCollator(intlLocale: string): Intl.Collator {
  return new Intl.Collator(intlLocale, { numeric: true, sensitivity: 'base' });
}
