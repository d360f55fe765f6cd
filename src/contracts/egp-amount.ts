import { z } from 'zod';
import { toAsciiDigits } from '@/lib/phone';

/**
 * Money as staff type and send it: Egyptian pounds with at most two decimals, since the
 * database keeps whole piastres (ADR 0002) and 12.345 would be rounded behind their back.
 */
const wholePiastres = (pounds: number) => {
  const piastres = pounds * 100;
  return Math.abs(piastres - Math.round(piastres)) < 1e-6;
};

/** An amount in EGP sent as a JSON number: 0 to `max`, whole piastres. */
export const egpAmount = (max: number) =>
  z.number().min(0).max(max).refine(wholePiastres, { error: 'validation.piastres' });

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
