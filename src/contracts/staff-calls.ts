import { z } from 'zod';
import { MAX_CUTOFF_MINUTES, MAX_ROUNDS_PER_DAY, MAX_SLOT_CAPACITY } from './delivery-slots';
import { idSchema } from './fields';
import { MAX_WEIGHED_KG } from './line-pricing';
import { itemCreateBodySchema, itemUpdateBodySchema, typedNumber } from './staff-catalog';
import { weightKg } from './weight-kg';

/*
 * The contracts of the dashboard's forms, loaded on demand as the storefront's are
 * (staffFormContract in lib/api/call-schemas.ts), so zod is not in a dashboard page's first
 * load. Import them from here only that way.
 */

// Products.
export const itemCreateBody = itemCreateBodySchema;
export const itemUpdateBody = itemUpdateBodySchema;

/*
 * Weighing an order (POST /admin/orders/{id}/weights): the kg as typed on the scale's side,
 * Arabic-Indic digits and the Arabic decimal separator too, to the gram (3 decimals). The
 * output is the call's body as orderWeightsBodySchema reads it.
 */
export const orderWeightsForm = z.object({
  lines: z.array(
    z.object({
      line_id: idSchema,
      weight: typedNumber(weightKg(MAX_WEIGHED_KG), /^\d+(\.\d+)?$/, 'validation.weight_grams'),
    }),
  ),
});

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.invalid_time' });

/*
 * One weekday's delivery rounds as the rounds screen edits them (POST /admin/slots takes them
 * with the weekday): the same rules as slotsUpdateBodySchema, numbers as typed.
 */
export const roundsForm = z.object({
  rounds: z
    .array(
      z
        .object({
          from: clockTime,
          to: clockTime,
          capacity: typedNumber(
            z.number().min(1).max(MAX_SLOT_CAPACITY).int(),
            /^\d+$/,
            'validation.not_integer',
          ),
          cutoff_minutes: typedNumber(
            z.number().min(0).max(MAX_CUTOFF_MINUTES).int(),
            /^\d+$/,
            'validation.not_integer',
          ),
          zone_ids: z.array(idSchema).max(100),
          is_active: z.boolean(),
        })
        .refine((round) => round.from < round.to, {
          path: ['to'],
          error: 'validation.time_order',
        }),
    )
    .max(MAX_ROUNDS_PER_DAY),
});

// Shop details (/dashboard/shop).
export {
  branchUpdateBodySchema as branchUpdateBody,
  contactUpdateBodySchema as contactUpdateBody,
  factsUpdateBodySchema as factsUpdateBody,
  promiseUpdateBodySchema as promiseUpdateBody,
} from './shop-content';

// Search words (/dashboard/search-words).
export { synonymCreateBodySchema as synonymCreateBody } from './search-synonyms';
