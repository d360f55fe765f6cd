import { auditFieldsSchema } from '@/contracts/audit';
import { defineRoute } from '@/server/http/define-route';
import { listStaffWrites } from './audit-repository';
import { auditSubjects } from './audit-subjects';

/** Stored by recordStaffWrite from plain fields; anything else reads as empty. */
const parseFields = (json: string) => auditFieldsSchema.catch({}).parse(JSON.parse(json));

export const adminAudit = defineRoute('adminAudit', {
  summary:
    'Admins only: every write a seller or admin made, and each read of the customer list (`customers.list`, entity `customer`, id 0: the search, page, limit and rows returned, in `after`), newest first, with who, when, what it speaks of (`subject`: the order’s public number, the product’s, category’s, zone’s or branch’s name in the language asked for, a product’s unit, and a weighing’s line names by line id; null for none), and the fields before and after (`?entity=order&entity_id=12` narrows to one order).',
  async handle({ db, paging, query, locale }) {
    const { rows, total } = await listStaffWrites(
      db,
      { entity: query.entity || undefined, entityId: query.entity_id },
      paging,
    );
    const entries = rows.map((row) => ({
      row,
      entity: row.entity,
      entity_id: row.entity_id,
      before: parseFields(row.before_json),
      after: parseFields(row.after_json),
    }));
    const subjects = await auditSubjects(db, entries, locale);
    return {
      results: entries.map(({ row, before, after }, index) => ({
        id: row.id,
        at: new Date(row.at).toISOString(),
        user: { id: row.user_id, name: row.user_name, role: row.role },
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        subject: subjects[index] ?? null,
        before,
        after,
      })),
      total,
    };
  },
});
