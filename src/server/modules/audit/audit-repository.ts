import type {
  AuditAction,
  AuditEntity,
  AuditFieldName,
  LineWeightField,
} from '@/contracts/audit-constants';
import type { Db } from '@/server/db/db-types';
import type { Role, StaffAuditRow } from '@/server/db/schema';

/**
 * Plain JSON fields of an entity, as the audit keeps them: only names of the audit's list, so
 * that every field the log shows has words in both languages (src/contracts/audit.ts).
 */
export type AuditFields = Partial<
  Record<AuditFieldName | LineWeightField, string | number | boolean | null>
>;

export interface StaffWrite {
  userId: number;
  role: Role;
  /** What was done, `entity.verb`: `order.status`, `item.update`, ... */
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  before: AuditFields;
  after: AuditFields;
  at: number;
}

export async function insertStaffWrite(db: Db, write: StaffWrite): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      user_id: write.userId,
      role: write.role,
      action: write.action,
      entity: write.entity,
      entity_id: write.entityId,
      before_json: JSON.stringify(write.before),
      after_json: JSON.stringify(write.after),
      at: write.at,
    })
    .execute();
}

export interface AuditFilter {
  entity?: string;
  entityId?: number;
}

export type AuditRowWithName = StaffAuditRow & { user_name: string };

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('staff_audit');
  if (filter.entity) query = query.where('staff_audit.entity', '=', filter.entity);
  if (filter.entityId !== undefined)
    query = query.where('staff_audit.entity_id', '=', filter.entityId);
  return query;
}

/** Newest first, with the name of who made each change. */
export async function listStaffWrites(
  db: Db,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRowWithName[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .innerJoin('users', 'users.id', 'staff_audit.user_id')
      .selectAll('staff_audit')
      .select('users.name as user_name')
      .orderBy('staff_audit.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
