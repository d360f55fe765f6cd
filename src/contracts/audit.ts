import { z } from 'zod';
import { idSchema } from './fields';
import { ROLES } from './account';

export const auditFieldsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);

/**
 * The thing an entry speaks of, as the reader knows it, in the language asked for: an order's
 * public number (DP-261128-00001), a product's, category's or zone's name; for a product, the
 * unit its stock counts in; for a weighing, each weighed line's product name and place. Null when
 * the log names no one thing or it is gone.
 */
export const auditSubjectSchema = z.object({
  label: z.string(),
  unit_code: z.string().nullable(),
  /** By line id: the product's name and the line's place in its order (1 for the first). */
  lines: z.record(z.string(), z.object({ name: z.string(), position: z.int() })),
});
export type AuditSubject = z.infer<typeof auditSubjectSchema>;

/** One staff write as admins read it (GET /admin/audit). */
export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.iso.datetime(),
  user: z.object({ id: z.int(), name: z.string(), role: z.enum(ROLES) }),
  action: z.string(),
  entity: z.string(),
  entity_id: z.int(),
  subject: auditSubjectSchema.nullable(),
  before: auditFieldsSchema,
  after: auditFieldsSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/audit: one entity's changes (`?entity=order&entity_id=12`), or all. */
export const auditQuerySchema = z.object({
  entity: z.string().trim().max(40).optional(),
  entity_id: idSchema.optional(),
});
