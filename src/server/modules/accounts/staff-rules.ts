import type { Db } from '@/server/db/db-types';
import type { UserRow } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import type { MessageKey } from '@/server/i18n/translate';
import { countActiveAdmins, type StaffPatch } from './staff-repository';

/*
 * The shop must never lock its admins out: nobody switches off or demotes their own account
 * (they would lose the screen that undoes it), and the last active admin stays one. Each
 * refusal is a 409 naming the field the form shows it on.
 */

function refusal(field: 'role' | 'is_active', message: MessageKey): AppError {
  return new AppError('conflict', { message, errors: { [field]: { key: message } } });
}

/** Refuses a change that would take `row` out of the active admins when it must stay. */
export async function refuseLockout(
  trx: Db,
  row: UserRow,
  patch: StaffPatch,
  actorId: number,
): Promise<void> {
  const switchesOff = row.is_active === 1 && patch.is_active === 0;
  const demotes = row.role === 'admin' && patch.role !== undefined && patch.role !== 'admin';
  if (row.id === actorId) {
    if (switchesOff) throw refusal('is_active', 'error.staff_self_deactivate');
    if (demotes) throw refusal('role', 'error.staff_self_demote');
  }
  const leavesAdmins = row.role === 'admin' && row.is_active === 1 && (switchesOff || demotes);
  if (leavesAdmins && (await countActiveAdmins(trx, row.id)) === 0) {
    throw refusal(switchesOff ? 'is_active' : 'role', 'error.last_admin');
  }
}
