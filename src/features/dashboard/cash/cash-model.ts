import type { CashDay } from '@/contracts/driver-rounds';
import { toAsciiDigits } from '@/contracts/phone';

/*
 * The cash screen's arithmetic. Amounts are added and compared in piastres, as the database
 * keeps them (ADR 0002): in pounds 0.1 + 0.2 is not 0.3, and a driver would be flagged a
 * piastre short of nothing.
 */

export const toPiastres = (pounds: number): number => Math.round(pounds * 100);

/** Missing cash, extra cash, or none: what a difference means to whoever counts it. */
export type DifferenceKind = 'short' | 'over' | 'even';

/** The API's sign: negative is cash missing, positive is more than was due. */
export function differenceKind(difference: number): DifferenceKind {
  const piastres = toPiastres(difference);
  if (piastres < 0) return 'short';
  return piastres > 0 ? 'over' : 'even';
}

/** Handed over less expected, as the API works out a closed day's difference. */
export function differenceOf(handedOver: number, expected: number): number {
  return (toPiastres(handedOver) - toPiastres(expected)) / 100;
}

/**
 * An amount as the admin types it, read as the close form's contract reads it (egpText):
 * Arabic-Indic digits and the Arabic decimal separator or a comma are the keypad's, and only
 * whole piastres count. Undefined while the text is not (yet) an amount, so the dialog's live
 * difference waits instead of guessing; the contract still checks the amount on submit.
 */
export function typedAmount(text: string): number | undefined {
  const ascii = toAsciiDigits(text.trim()).replace(/[٫,]/g, '.');
  if (!/^\d{1,9}(\.\d+)?$/.test(ascii)) return undefined;
  const pounds = Number(ascii);
  return Math.round(pounds * 100) / 100 === pounds ? pounds : undefined;
}

/** One day's cash over every driver: the overview's "today's cash". */
export interface CashTotals {
  expected: number;
  received: number;
  /** Each driver's difference added up (handed over once closed, received while open). */
  difference: number;
  drivers: number;
  /** Drivers whose day is not closed yet. */
  open: number;
}

export function cashTotals(days: readonly CashDay[]): CashTotals {
  let expected = 0;
  let received = 0;
  let difference = 0;
  for (const day of days) {
    expected += toPiastres(day.expected);
    received += toPiastres(day.received);
    difference += toPiastres(day.difference);
  }
  return {
    expected: expected / 100,
    received: received / 100,
    difference: difference / 100,
    drivers: days.length,
    open: days.filter((day) => !day.closed).length,
  };
}
