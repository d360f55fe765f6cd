import type { z } from 'zod';
import type {
  reviewModerationBodySchema,
  StaffReview,
  staffReviewsQuerySchema,
} from '@/contracts/reviews';
import type { Locale } from '@/lib/i18n/locales';
import { catalogueChanged } from '@/server/cache';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import type { Role } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import type { Listed, Page } from './listed';
import { recordStaffWrite } from '@/server/modules/audit';
import { toStaffReview } from './review-mapper';
import {
  refreshItemRating,
  reviewForModeration,
  updateReview,
  type ReviewChange,
} from './review-repository';
import { listStaffReviewRows, staffReviewRow } from './staff-review-repository';

type ListQuery = z.output<typeof staffReviewsQuerySchema>;
type ModerationInput = z.output<typeof reviewModerationBodySchema>;

interface Staff {
  userId: number;
  role: Role;
  locale: Locale;
}

/** GET /admin/reviews: every review, newest first, narrowed as staff asked. */
export async function listStaffReviews(
  db: Db,
  query: ListQuery,
  page: Page,
  locale: Locale,
): Promise<Listed<StaffReview>> {
  const q = query.q ? query.q.toLowerCase() : undefined;
  const { rows, total } = await listStaffReviewRows(db, { published: query.published, q }, page);
  return { results: rows.map((row) => toStaffReview(row, locale)), total };
}

/** The change staff asked for: publish or hide, and the shop's answer ('' takes it away). */
function changeOf(input: ModerationInput, by: number, at: number): ReviewChange {
  const change: ReviewChange = {};
  if (input.published !== undefined) {
    change.published = input.published ? 1 : 0;
    change.moderated_at = at;
    change.moderated_by = by;
  }
  if (input.reply !== undefined) {
    const reply = input.reply === '' ? null : input.reply;
    change.reply = reply;
    change.replied_at = reply === null ? null : at;
    change.replied_by = reply === null ? null : by;
  }
  return change;
}

/**
 * POST /admin/reviews/{id}: the review published or hidden and its reply set, the product's
 * rating recomputed and the audit entry written in one transaction; the public caches are
 * cleared everywhere once it is committed, since a reply shows under the product too.
 */
export async function moderateReview(
  db: Db,
  id: number,
  input: ModerationInput,
  by: Staff,
): Promise<StaffReview> {
  await inTransaction(db, async (trx) => {
    const before = await reviewForModeration(trx, id);
    if (!before) throw AppError.notFound('error.review_not_found');
    const at = now();
    const change = changeOf(input, by.userId, at);
    await updateReview(trx, id, change);
    await refreshItemRating(trx, before.item_id);
    const published = change.published ?? before.published;
    const reply = change.reply === undefined ? before.reply : change.reply;
    await recordStaffWrite(trx, {
      userId: by.userId,
      role: by.role,
      action: 'review.moderate',
      entity: 'review',
      entityId: id,
      before: { is_published: before.published === 1, reply: before.reply },
      after: { is_published: published === 1, reply },
      at,
    });
  });
  catalogueChanged();
  const row = await staffReviewRow(db, id);
  if (!row) throw AppError.notFound('error.review_not_found');
  return toStaffReview(row, by.locale);
}
