import { kgOf } from '@/contracts/line-pricing';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { serverEnv } from '@/server/config/server-env';
import type { FieldErrors } from '@/server/errors/app-error';

/*
 * How far a weighed line may be from what was ordered (docs/security.md, "Weighing"). A 0.5 kg
 * line weighed as 500 kg (the scale read in grams) once took an order from 84 to 69,015 EGP:
 * such a weight is refused outright, and a large but possible one is saved only once staff
 * confirm it.
 */

export interface WeighingRules {
  /** Refused outside [ordered ÷ maxFactor, ordered × maxFactor] (WEIGHING_MAX_FACTOR). */
  maxFactor: number;
  /** Saved only once confirmed past this difference from the estimate (WEIGHING_CONFIRM_PERCENT). */
  confirmPercent: number;
}

/** The rules as the environment sets them (server-env.ts). */
export function weighingRules(): WeighingRules {
  const env = serverEnv();
  return { maxFactor: env.WEIGHING_MAX_FACTOR, confirmPercent: env.WEIGHING_CONFIRM_PERCENT };
}

/** One weight of the request against its line as ordered. */
export interface WeighedEntry {
  /** The request's field, `lines.{index}.weight`, so the form shows the reason on its input. */
  field: string;
  /**
   * What the line weighs as ordered: `qty` pieces of the picked weight. The scale weighs the
   * whole line, so this (not one piece) is what a weight is compared with; comparing each
   * piece's share with the picked weight is the same bound.
   */
  orderedGrams: number;
  grams: number;
}

/** Kilograms to the gram in the request's digits: the translator rounds numbers to 2 places. */
const kgText = (grams: number, locale: Locale) => formatNumber(kgOf(grams), locale, 3);

/** The weights outside the bound, each with a reason naming both weights and the bound. */
export function farWeights(
  entries: readonly WeighedEntry[],
  rules: WeighingRules,
  locale: Locale,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, orderedGrams, grams } of entries) {
    const tooLight = grams * rules.maxFactor < orderedGrams;
    const tooHeavy = grams > orderedGrams * rules.maxFactor;
    if (!tooLight && !tooHeavy) continue;
    errors[field] = {
      key: 'validation.weight_far',
      params: {
        weighed: kgText(grams, locale),
        ordered: kgText(orderedGrams, locale),
        max: rules.maxFactor,
        min: 1 / rules.maxFactor,
      },
    };
  }
  return errors;
}

/** The weights further from the estimate than the shop saves without asking, each with how far. */
export function weightsToConfirm(
  entries: readonly WeighedEntry[],
  rules: WeighingRules,
  locale: Locale,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, orderedGrams, grams } of entries) {
    const percent = (Math.abs(grams - orderedGrams) / orderedGrams) * 100;
    if (percent <= rules.confirmPercent) continue;
    errors[field] = {
      key: grams > orderedGrams ? 'validation.weight_above' : 'validation.weight_below',
      params: {
        weighed: kgText(grams, locale),
        ordered: kgText(orderedGrams, locale),
        percent: Math.round(percent * 10) / 10,
      },
    };
  }
  return errors;
}
