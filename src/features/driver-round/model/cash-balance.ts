import { toAsciiDigits } from '@/contracts/phone';

/**
 * The cash typed at the door, in pounds, read as the form's contract reads it (egpText):
 * Arabic-Indic digits, and the Arabic decimal separator or a comma for the point. Undefined
 * until it is an amount of whole piastres, so the change shown is never for a half-typed one.
 */
export function typedCash(text: string): number | undefined {
  const ascii = toAsciiDigits(text.trim()).replace(/[٫,]/g, '.');
  return /^\d{1,9}(\.\d{1,2})?$/.test(ascii) ? Number(ascii) : undefined;
}

/** What the cash handed over leaves: change to give back, an amount still short, or neither. */
export type CashBalance =
  { kind: 'exact' } | { kind: 'change'; amount: number } | { kind: 'short'; amount: number };

/**
 * Cash received less the amount due. Counted in piastres: in pounds 400 − 354.9 is
 * 45.10000000000002, and the driver is told to give back exactly 45.10.
 */
export function cashBalance(cash: number, due: number): CashBalance {
  const piastres = Math.round(cash * 100) - Math.round(due * 100);
  if (piastres === 0) return { kind: 'exact' };
  return piastres > 0
    ? { kind: 'change', amount: piastres / 100 }
    : { kind: 'short', amount: -piastres / 100 };
}
