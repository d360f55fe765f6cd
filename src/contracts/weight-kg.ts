import { z } from 'zod';
import { isWholeGrams, MIN_WEIGHT_KG } from './line-pricing';

/**
 * A weight in kg sent as a JSON number: at least a gram, at most `max`, whole grams (never
 * rounded). An item's weight options and a weighed line's weight are both held to it: 1e-10
 * kg used to pass as "whole grams" within a tolerance and was kept as 0 g.
 */
export const weightKg = (max: number) =>
  z
    .number()
    .min(MIN_WEIGHT_KG, { error: 'validation.min_weight' })
    .max(max)
    .refine(isWholeGrams, { error: 'validation.weight_grams' });
