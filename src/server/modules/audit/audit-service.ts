import type { Db } from '@/server/db/db-types';
import { insertStaffWrite, type StaffWrite } from './audit-repository';

/**
 * Records a staff write. Call inside the write's own transaction: the change and its record
 * commit together (ADR 0020: modules record through this door, never the audit's tables).
 */
export async function recordStaffWrite(trx: Db, write: StaffWrite): Promise<void> {
  await insertStaffWrite(trx, write);
}
