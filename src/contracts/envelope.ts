import { z } from 'zod';

/** Every backend answer is `{ success, message, results }` (api-contract.md). */
export function envelopeSchema<T extends z.ZodType>(results: T) {
  return z.object({
    success: z.literal(true),
    message: z.string().optional(),
    results,
  });
}

/** A list's answer around the schema of its whole `results` array (route-schemas.ts). */
export function listAnswerSchema<T extends z.ZodType>(results: T) {
  return envelopeSchema(results).extend({
    total: z.number().int().nonnegative().optional(),
    page: z.number().int().positive().optional(),
    limit: z.number().int().positive().optional(),
  });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** A 409 the caller may override: the same call again with `confirm: true`. */
  confirm_required: z.literal(true).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
