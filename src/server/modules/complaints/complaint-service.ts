import type { z } from 'zod';
import {
  MAX_COMPLAINT_PICTURES,
  type Complaint,
  type complaintBodySchema,
} from '@/contracts/complaints';
import type { Locale } from '@/lib/i18n/locales';
import { now } from '@/server/clock';
import { isUniqueViolation } from '@/server/db/db-errors';
import type { Db } from '@/server/db/db-types';
import { inTransaction } from '@/server/db/transaction';
import { AppError, type FieldErrors } from '@/server/errors/app-error';
import { complaintWindowHours } from '@/server/modules/content';
import { storePicture, toShopPicture } from '@/server/modules/media';
import { deliveredAtOf, findAnyOrderRow, linesOf } from '@/server/modules/orders';
import { limits } from '@/server/rate-limit/attempt-limits';
import {
  complainedLineIds,
  insertComplaintLines,
  insertComplaintPicture,
  linesOfComplaints,
  picturesOfComplaints,
} from './complaint-detail-repository';
import { toComplaint } from './complaint-mapper';
import {
  complaintsOfOrder,
  findComplaint,
  insertComplaint,
  lockComplaint,
  type NumberedComplaintRow,
} from './complaint-repository';
import { complaintUntil } from './complaint-rules';

type ComplaintInput = z.output<typeof complaintBodySchema>;

/** The shopper's complaints (or any) as they read them, with lines and photos. */
export async function toComplaints(
  db: Db,
  rows: readonly NumberedComplaintRow[],
  locale: Locale,
): Promise<Complaint[]> {
  const ids = rows.map((row) => row.id);
  const [lines, pictures] = await Promise.all([
    linesOfComplaints(db, ids),
    picturesOfComplaints(db, ids),
  ]);
  return rows.map((row) => toComplaint(row, { lines, pictures }, locale));
}

/** The user's complaints about one order of theirs (none for another's). */
export async function complaintsOf(
  db: Db,
  userId: number,
  orderId: number,
  locale: Locale,
): Promise<Complaint[]> {
  return toComplaints(db, await complaintsOfOrder(db, userId, orderId), locale);
}

const lineTaken = () => new AppError('conflict', { message: 'error.line_already_complained' });

/**
 * The order the user may complain about: theirs (404 for anyone else's, which says nothing of
 * it), delivered (409), and still within the shop's window after delivery (409 naming it).
 */
async function complainableOrder(db: Db, userId: number, orderId: number): Promise<void> {
  const order = await findAnyOrderRow(db, orderId);
  if (!order || order.user_id !== userId) throw AppError.notFound('error.order_not_found');
  const deliveredAt = (await deliveredAtOf(db, [orderId])).get(orderId);
  if (order.status !== 'Delivered' || deliveredAt === undefined) {
    throw new AppError('conflict', { message: 'error.complaint_not_delivered' });
  }
  const hours = await complaintWindowHours(db);
  if (complaintUntil(deliveredAt, hours, now()) === null) {
    throw new AppError('conflict', { message: 'error.complaint_window_closed', params: { hours } });
  }
}

/**
 * POST /user/orders/{id}/complaints. Every line named must be the order's (400 naming each
 * that is not) and complained about for the first time (409): the unique index on the line
 * refuses a second complaint however two taps race. Counted against the account's budget.
 */
export async function createComplaint(
  db: Db,
  userId: number,
  orderId: number,
  input: ComplaintInput,
  locale: Locale,
): Promise<Complaint> {
  await limits().complaints.take(String(userId));
  await complainableOrder(db, userId, orderId);
  const orderLines = new Set((await linesOf(db, [orderId])).map((line) => line.id));
  const errors: FieldErrors = {};
  input.lines.forEach((line, index) => {
    if (!orderLines.has(line.line_id)) {
      errors[`lines.${index}.line_id`] = { key: 'validation.unknown_line' };
    }
  });
  if (Object.keys(errors).length > 0) throw new AppError('invalid_input', { errors });
  const lineIds = input.lines.map((line) => line.line_id);
  if ((await complainedLineIds(db, lineIds)).size > 0) throw lineTaken();
  const at = now();
  try {
    const id = await inTransaction(db, async (trx) => {
      const complaint = await insertComplaint(trx, { orderId, userId, note: input.note, at });
      await insertComplaintLines(
        trx,
        complaint.id,
        input.lines.map((line) => ({ lineId: line.line_id, reason: line.reason })),
      );
      return complaint.id;
    });
    return await ownComplaint(db, userId, id, locale);
  } catch (error) {
    if (isUniqueViolation(error)) throw lineTaken();
    throw error;
  }
}

/** One of the user's complaints as they read it; 404 for anyone else's. */
async function ownComplaint(
  db: Db,
  userId: number,
  id: number,
  locale: Locale,
): Promise<Complaint> {
  const row = await findComplaint(db, id);
  if (!row || row.user_id !== userId) throw AppError.notFound('error.complaint_not_found');
  const [complaint] = await toComplaints(db, [row], locale);
  if (!complaint) throw AppError.notFound('error.complaint_not_found');
  return complaint;
}

const notPending = () => new AppError('conflict', { message: 'error.complaint_not_pending' });
const full = () =>
  new AppError('conflict', {
    message: 'error.complaint_pictures_full',
    params: { max: MAX_COMPLAINT_PICTURES },
  });

/**
 * POST /user/complaints/{id}/images: a photo of what went wrong, through the product pictures'
 * pipeline (checked by content, stripped, re-encoded; refused the same way). Only while the
 * complaint waits (once staff take it up, it is judged on what it has), at most
 * MAX_COMPLAINT_PICTURES: the complaint's row is locked for the count, and the unique
 * (complaint, position) index refuses a photo that raced another to the same place.
 */
export async function addComplaintPicture(
  db: Db,
  userId: number,
  id: number,
  data: Buffer,
  locale: Locale,
): Promise<Complaint> {
  await limits().complaints.take(String(userId));
  const found = await findComplaint(db, id);
  if (!found || found.user_id !== userId) throw AppError.notFound('error.complaint_not_found');
  if (found.status !== 'Pending') throw notPending();
  // Decoding and resizing take a CPU's while: done before the transaction, which stays short.
  const picture = await toShopPicture(data);
  const at = now();
  try {
    await inTransaction(db, async (trx) => {
      const row = await lockComplaint(trx, id);
      if (!row) throw AppError.notFound('error.complaint_not_found');
      if (row.status !== 'Pending') throw notPending();
      const pictures = await picturesOfComplaints(trx, [id]);
      if (pictures.length >= MAX_COMPLAINT_PICTURES) throw full();
      const url = await storePicture(trx, picture, { userId, at });
      // The same photo sent twice (a double tap) is there once.
      if (pictures.some((existing) => existing.url === url)) return;
      const position = Math.max(-1, ...pictures.map((existing) => existing.position)) + 1;
      await insertComplaintPicture(trx, { complaintId: id, url, position, at });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw full();
    throw error;
  }
  return ownComplaint(db, userId, id, locale);
}
