import { z } from 'zod';
import { idSchema } from './fields';

export const auditFieldsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);

/** One staff write as admins read it (GET /admin/audit). */
export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.iso.datetime(),
  user: z.object({ id: z.int(), name: z.string(), role: z.enum(['customer', 'seller', 'admin']) }),
  action: z.string(),
  entity: z.string(),
  entity_id: z.int(),
  before: auditFieldsSchema,
  after: auditFieldsSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/audit: one entity's changes (`?entity=order&entity_id=12`), or all. */
export const auditQuerySchema = z.object({
  entity: z.string().trim().max(40).optional(),
  entity_id: idSchema.optional(),
});
