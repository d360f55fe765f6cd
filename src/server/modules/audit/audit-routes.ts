import { auditFieldsSchema } from '@/contracts/audit';
import { defineRoute } from '@/server/http/define-route';
import { listStaffWrites } from './audit-repository';

/** Stored by recordStaffWrite from plain fields; anything else reads as empty. */
const parseFields = (json: string) => auditFieldsSchema.catch({}).parse(JSON.parse(json));

export const adminAudit = defineRoute('adminAudit', {
  summary:
    'Admins only: every write a seller or admin made, and each read of the customer list (`customers.list`, entity `customer`, id 0: the search, page, limit and rows returned, in `after`), newest first, with who, when, and the fields before and after (`?entity=order&entity_id=12` narrows to one order).',
  async handle({ db, paging, query }) {
    const { rows, total } = await listStaffWrites(
      db,
      { entity: query.entity || undefined, entityId: query.entity_id },
      paging,
    );
    return {
      results: rows.map((row) => ({
        id: row.id,
        at: new Date(row.at).toISOString(),
        user: { id: row.user_id, name: row.user_name, role: row.role },
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        before: parseFields(row.before_json),
        after: parseFields(row.after_json),
      })),
      total,
    };
  },
});
