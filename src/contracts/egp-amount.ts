import { z } from 'zod';
import { toAsciiDigits } from '@/contracts/phone';

/** The least a price that must be positive may be: one piastre. */
export const MIN_PRICE_EGP = 0.01;

/**
 * Whether an amount in EGP is whole piastres (at most two decimals), exactly: the database
 * keeps piastres (ADR 0002) and would round anything finer behind staff's back. A tolerance
 * ("within a millionth of a piastre") let 1e-9 through, stored as 0.00 and sold for nothing.
 * The double nearest n/100, times 100, rounds back to n, and n/100 is that very double; any
 * other number fails.
 */
export const isWholePiastres = (pounds: number): boolean =>
  Math.round(pounds * 100) / 100 === pounds;

/** An amount in EGP sent as a JSON number: 0 to `max`, whole piastres (never rounded). */
export const egpAmount = (max: number) =>
  z.number().min(0).max(max).refine(isWholePiastres, { error: 'validation.piastres' });

/**
 * An amount in EGP typed into a form: Arabic-Indic digits and the Arabic decimal separator
 * are read as the keypad typed them, then the number is held to egpAmount's rules.
 */
export const egpText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .transform((value) => toAsciiDigits(value).replace(/[٫,]/g, '.'))
    .pipe(z.string().regex(/^\d{1,9}(\.\d+)?$/, { error: 'validation.invalid_amount' }))
    .transform(Number)
    .pipe(egpAmount(max));
