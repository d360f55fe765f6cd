import type { z } from 'zod';
import { isEmailUsername } from '@/contracts/field-rules';
import type {
  StaffMember,
  staffCreateBodySchema,
  staffUpdateBodySchema,
} from '@/contracts/staff-accounts';
import { hashPassword } from '@/server/auth/passwords';
import { revokeUserSessions } from '@/server/auth/session-repository';
import { now } from '@/server/clock';
import { isUniqueViolation } from '@/server/db/db-errors';
import type { Db } from '@/server/db/db-types';
import { lockKey } from '@/server/db/row-lock';
import type { Role, UserRow } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import { recordStaffWrite, type AuditFields } from '@/server/modules/audit';
import { refuseTaken, takenConflict } from './identity-conflicts';
import { refuseLockout } from './staff-rules';
import { findStaffRow, listStaffRows, updateStaffRow, type StaffPatch } from './staff-repository';
import { insertUser, takenIdentityFields } from './user-repository';

type CreateInput = z.output<typeof staffCreateBodySchema>;
type UpdateInput = z.output<typeof staffUpdateBodySchema>;

/** The admin making the change: the audit names them, and they may not lock themself out. */
export interface StaffActor {
  userId: number;
  role: Role;
  /** Their own session, kept when they set their own password (as change-password does). */
  sessionId: number;
}

/** A staff row as the API shows it. The queries skip customers, so one here is a bug. */
function toStaffMember(row: UserRow): StaffMember {
  const { role } = row;
  if (role === 'customer') throw new Error(`account ${String(row.id)} is not staff`);
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    phone: row.phone,
    role,
    is_active: row.is_active === 1,
  };
}

/** What the audit keeps of an account: never its password hash. */
const auditFieldsOf = (member: StaffMember): AuditFields => ({
  name: member.name,
  username: member.username,
  phone: member.phone,
  role: member.role,
  is_active: member.is_active,
});

/** GET /admin/staff: every seller, admin and driver, switched-off ones too, oldest first. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  return (await listStaffRows(db)).map(toStaffMember);
}

/**
 * POST /admin/staff/new. Usernames and phones are unique across all accounts, customers' too
 * (409 naming the field, as at sign-up); an e-mail username is the account's e-mail.
 */
export async function createStaff(
  db: Db,
  input: CreateInput,
  by: StaffActor,
): Promise<StaffMember> {
  const identity = {
    username: input.username,
    phone: input.phone,
    email: isEmailUsername(input.username) ? input.username : null,
  };
  refuseTaken(await takenIdentityFields(db, identity));
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(db, async (trx) => {
      const at = now();
      const row = await insertUser(trx, {
        ...identity,
        name: input.name,
        role: input.role,
        passwordHash,
        at,
      });
      const member = toStaffMember(row);
      await recordStaffWrite(trx, {
        userId: by.userId,
        role: by.role,
        action: 'staff.create',
        entity: 'staff',
        entityId: row.id,
        before: {},
        after: auditFieldsOf(member),
        at,
      });
      return member;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw await takenConflict(db, identity, undefined);
    throw error;
  }
}

function patchOf(input: UpdateInput, passwordHash: string | undefined): StaffPatch {
  const patch: StaffPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.phone !== undefined) patch.phone = input.phone;
  if (input.role !== undefined) patch.role = input.role;
  if (input.is_active !== undefined) patch.is_active = input.is_active ? 1 : 0;
  if (passwordHash !== undefined) patch.password_hash = passwordHash;
  return patch;
}

/**
 * POST /admin/staff/{id}. Switching an account off or setting its password revokes every
 * token it holds in the same transaction, so it is signed out at once. Staff writes take
 * turns (lockKey), so two admins switching each other off at the same moment cannot leave
 * the shop with no admin: the second one is refused (staff-rules.ts).
 */
export async function updateStaff(
  db: Db,
  id: number,
  input: UpdateInput,
  by: StaffActor,
): Promise<StaffMember> {
  const passwordHash =
    input.password === undefined ? undefined : await hashPassword(input.password);
  const patch = patchOf(input, passwordHash);
  try {
    return await inTransaction(db, async (trx) => {
      await lockKey(trx, 'staff-accounts', 0);
      const row = await findStaffRow(trx, id);
      if (!row) throw new AppError('not_found', { message: 'error.staff_not_found' });
      await refuseLockout(trx, row, patch, by.userId);
      if (patch.phone !== undefined) {
        refuseTaken(await takenIdentityFields(trx, { phone: patch.phone }, id));
      }
      const at = now();
      const updated = await updateStaffRow(trx, id, patch, at);
      if (!updated) throw new AppError('not_found', { message: 'error.staff_not_found' });
      if (patch.is_active === 0 || passwordHash !== undefined) {
        await revokeUserSessions(trx, id, at, id === by.userId ? by.sessionId : undefined);
      }
      const before = toStaffMember(row);
      const after = toStaffMember(updated);
      await recordStaffWrite(trx, {
        userId: by.userId,
        role: by.role,
        action: 'staff.update',
        entity: 'staff',
        entityId: id,
        before: auditFieldsOf(before),
        after: { ...auditFieldsOf(after), ...(passwordHash ? { password_changed: true } : {}) },
        at,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw await takenConflict(db, { phone: patch.phone }, id);
    throw error;
  }
}
