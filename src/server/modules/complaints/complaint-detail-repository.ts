import type { Selectable } from 'kysely';
import type { ComplaintReason } from '@/contracts/complaint-constants';
import type { Db } from '@/server/db/db-types';
import type { ComplaintPictureTable } from '@/server/db/schema';

/** A complained line with what the order's line says of it (its product, as ordered). */
export interface ComplaintLineView {
  complaint_id: number;
  line_id: number;
  reason: ComplaintReason;
  item_id: number;
  name_en: string;
  name_ar: string;
  image: string;
  line_total_cents: number;
}

export type ComplaintPictureRow = Selectable<ComplaintPictureTable>;

/** The lines of these complaints, in the order they were listed. */
export async function linesOfComplaints(
  db: Db,
  complaintIds: readonly number[],
): Promise<ComplaintLineView[]> {
  if (complaintIds.length === 0) return [];
  return db
    .selectFrom('complaint_lines as cl')
    .innerJoin('order_lines as ol', 'ol.id', 'cl.line_id')
    .select([
      'cl.complaint_id',
      'cl.line_id',
      'cl.reason',
      'ol.item_id',
      'ol.name_en',
      'ol.name_ar',
      'ol.image',
      'ol.line_total_cents',
    ])
    .where('cl.complaint_id', 'in', complaintIds)
    .orderBy('cl.id')
    .execute();
}

/** Which of these order lines some complaint names already. */
export async function complainedLineIds(db: Db, lineIds: readonly number[]): Promise<Set<number>> {
  if (lineIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('complaint_lines')
    .select('line_id')
    .where('line_id', 'in', lineIds)
    .execute();
  return new Set(rows.map((row) => row.line_id));
}

/** Throws a unique violation when another complaint named one of the lines first. */
export async function insertComplaintLines(
  trx: Db,
  complaintId: number,
  lines: readonly { lineId: number; reason: ComplaintReason }[],
): Promise<void> {
  await trx
    .insertInto('complaint_lines')
    .values(
      lines.map((line) => ({
        complaint_id: complaintId,
        line_id: line.lineId,
        reason: line.reason,
      })),
    )
    .execute();
}

/** The photos of these complaints, in the order they were sent. */
export async function picturesOfComplaints(
  db: Db,
  complaintIds: readonly number[],
): Promise<ComplaintPictureRow[]> {
  if (complaintIds.length === 0) return [];
  return db
    .selectFrom('complaint_pictures')
    .selectAll()
    .where('complaint_id', 'in', complaintIds)
    .orderBy('complaint_id')
    .orderBy('position')
    .execute();
}

/** Throws a unique violation when another photo took the same position first. */
export async function insertComplaintPicture(
  trx: Db,
  picture: { complaintId: number; url: string; position: number; at: number },
): Promise<void> {
  await trx
    .insertInto('complaint_pictures')
    .values({
      complaint_id: picture.complaintId,
      url: picture.url,
      position: picture.position,
      created_at: picture.at,
    })
    .execute();
}
