import type { z } from 'zod';
import {
  MONEY_REMEDIES,
  OPEN_COMPLAINT_STATUSES,
  type ComplaintStatus,
  type StaffComplaint,
  type complaintAnswerBodySchema,
} from '@/contracts/complaints';
import type { Locale } from '@/lib/i18n/locales';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import type { Role } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import { translate } from '@/server/i18n/translate';
import { egp, toCents } from '@/server/money';
import { recordStaffWrite } from '@/server/modules/audit';
import { grantCredit } from '@/server/modules/credits';
import { deliveredAtOf, tellComplaintAnswered } from '@/server/modules/orders';
import { linesOfComplaints, picturesOfComplaints } from './complaint-detail-repository';
import { toStaffComplaint } from './complaint-mapper';
import {
  countComplaints,
  lockComplaint,
  setComplaintAnswer,
  staffComplaintRow,
  staffComplaintRows,
  type ComplaintRow,
  type StaffComplaintRow,
} from './complaint-repository';
import { isAnswered, nextComplaintStatuses } from './complaint-rules';

type AnswerInput = z.output<typeof complaintAnswerBodySchema>;

/** Staff answering: who (the audit names them, the complaint keeps them), and their language. */
export interface ComplaintActor {
  userId: number;
  role: Role;
  locale: Locale;
}

async function toStaffComplaints(
  db: Db,
  rows: readonly StaffComplaintRow[],
  locale: Locale,
): Promise<StaffComplaint[]> {
  const ids = rows.map((row) => row.id);
  const [lines, pictures, delivered] = await Promise.all([
    linesOfComplaints(db, ids),
    picturesOfComplaints(db, ids),
    deliveredAtOf(db, [...new Set(rows.map((row) => row.order_id))]),
  ]);
  return rows.map((row) =>
    toStaffComplaint(
      row,
      {
        lines,
        pictures,
        deliveredAt: delivered.get(row.order_id),
        next: nextComplaintStatuses(row.status),
      },
      locale,
    ),
  );
}

/** GET /admin/refund-requests: newest first, of one status or all. */
export async function listStaffComplaints(
  db: Db,
  status: ComplaintStatus | undefined,
  locale: Locale,
  page: { limit: number; offset: number },
): Promise<{ complaints: StaffComplaint[]; total: number }> {
  const { rows, total } = await staffComplaintRows(db, status, page);
  return { complaints: await toStaffComplaints(db, rows, locale), total };
}

async function staffComplaint(db: Db, id: number, locale: Locale): Promise<StaffComplaint> {
  const row = await staffComplaintRow(db, id);
  if (!row) throw AppError.notFound('error.complaint_not_found');
  const [complaint] = await toStaffComplaints(db, [row], locale);
  if (!complaint) throw AppError.notFound('error.complaint_not_found');
  return complaint;
}

/** Complaints staff still owe an answer (Pending and Processing), for the dashboard. */
export function openComplaintsCount(db: Db): Promise<number> {
  return countComplaints(db, OPEN_COMPLAINT_STATUSES);
}

/** A move staff may not make: answered already (final), or back to where it was. */
function refusedMove(row: ComplaintRow, to: ComplaintStatus, locale: Locale): AppError {
  const words = (status: ComplaintStatus) => translate(locale, `complaint_status.${status}`);
  if (isAnswered(row.status)) {
    return new AppError('conflict', {
      message: 'error.complaint_answered',
      params: { status: words(row.status) },
    });
  }
  return new AppError('conflict', {
    message: 'error.complaint_move_refused',
    params: { from: words(row.status), to: words(to) },
  });
}

/**
 * A money remedy's amount in piastres, at most what the complained lines cost (400 on
 * `amount` otherwise); null for a replacement or no remedy.
 */
async function remedyCents(trx: Db, id: number, input: AnswerInput): Promise<number | null> {
  if (input.remedy === undefined || !MONEY_REMEDIES.includes(input.remedy)) return null;
  const cents = toCents(input.amount ?? 0);
  const capCents = (await linesOfComplaints(trx, [id])).reduce(
    (sum, line) => sum + line.line_total_cents,
    0,
  );
  if (cents > capCents) {
    throw AppError.field('amount', 'error.remedy_too_much', { amount: egp(capCents) });
  }
  return cents;
}

/**
 * POST /admin/refund-requests/{id}, in one transaction: the complaint's row is locked first,
 * so of two staff answering at once the second finds it answered (409) and one remedy is
 * granted. Accepting with a credit or a cash refund writes what the shop owes to the credit
 * ledger; the answer is audited, and once it is final (Accepted, Rejected) the shopper is
 * told through the outbox, once per complaint.
 */
export async function answerComplaint(
  db: Db,
  id: number,
  input: AnswerInput,
  by: ComplaintActor,
): Promise<StaffComplaint> {
  const at = now();
  await inTransaction(db, async (trx) => {
    const row = await lockComplaint(trx, id);
    if (!row) throw AppError.notFound('error.complaint_not_found');
    if (!nextComplaintStatuses(row.status).includes(input.status)) {
      throw refusedMove(row, input.status, by.locale);
    }
    const amountCents = await remedyCents(trx, id, input);
    const remedy = input.status === 'Accepted' ? (input.remedy ?? null) : null;
    const final = isAnswered(input.status);
    const moved = await setComplaintAnswer(trx, id, {
      from: row.status,
      status: input.status,
      remedy,
      amountCents,
      text: input.note === '' ? undefined : input.note,
      answeredBy: final ? by.userId : null,
      at,
    });
    if (!moved) throw refusedMove(row, input.status, by.locale);
    if (remedy === 'credit' || remedy === 'cash_refund') {
      await grantCredit(trx, {
        userId: row.user_id,
        kind: remedy === 'credit' ? 'credit' : 'cash',
        cents: amountCents ?? 0,
        complaintId: id,
      });
    }
    await recordStaffWrite(trx, {
      userId: by.userId,
      role: by.role,
      action: 'complaint.answer',
      entity: 'complaint',
      entityId: id,
      before: { status: row.status },
      after: {
        status: input.status,
        remedy,
        amount: amountCents === null ? null : egp(amountCents),
        note: input.note,
      },
      at,
    });
    if (final) await tellComplaintAnswered(trx, row.order_id, id);
  });
  return staffComplaint(db, id, by.locale);
}
