import type { Complaint, ComplaintStatus, StaffComplaint } from '@/contracts/complaints';
import type { Locale } from '@/lib/i18n/locales';
import { egp } from '@/server/money';
import type { ComplaintLineView, ComplaintPictureRow } from './complaint-detail-repository';
import type { NumberedComplaintRow, StaffComplaintRow } from './complaint-repository';

const iso = (ms: number): string => new Date(ms).toISOString();

/** What a complaint's answers carry besides its row: its lines and photos (any complaints'). */
export interface ComplaintDetails {
  lines: readonly ComplaintLineView[];
  pictures: readonly ComplaintPictureRow[];
}

export function toComplaint(
  row: NumberedComplaintRow,
  details: ComplaintDetails,
  locale: Locale,
): Complaint {
  return {
    id: row.id,
    order_id: row.order_id,
    number: row.order_number,
    status: row.status,
    lines: details.lines
      .filter((line) => line.complaint_id === row.id)
      .map((line) => ({
        line_id: line.line_id,
        item_id: line.item_id,
        name: locale === 'ar' ? line.name_ar : line.name_en,
        image: line.image,
        reason: line.reason,
        line_total: egp(line.line_total_cents),
      })),
    note: row.note,
    pictures: details.pictures
      .filter((picture) => picture.complaint_id === row.id)
      .map((picture) => picture.url),
    remedy: row.remedy,
    amount: row.amount_cents === null ? null : egp(row.amount_cents),
    answer: row.answer,
    created_at: iso(row.created_at),
    answered_at: row.answered_at === null ? null : iso(row.answered_at),
  };
}

export function toStaffComplaint(
  row: StaffComplaintRow,
  details: ComplaintDetails & { deliveredAt: number | undefined; next: ComplaintStatus[] },
  locale: Locale,
): StaffComplaint {
  return {
    ...toComplaint(row, details, locale),
    customer: { id: row.user_id, name: row.customer_name, phone: row.customer_phone },
    order: {
      id: row.order_id,
      number: row.order_number,
      total: egp(row.order_total_cents),
      delivered_at: details.deliveredAt === undefined ? null : iso(details.deliveredAt),
    },
    next_statuses: details.next,
  };
}
