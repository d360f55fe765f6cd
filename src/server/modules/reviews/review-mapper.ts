import {
  REVIEW_EDIT_DAYS,
  type OwnReview,
  type PublicReview,
  type StaffReview,
} from '@/contracts/reviews';
import type { Locale } from '@/lib/i18n/locales';
import type { NamedReviewRow } from './review-repository';
import type { StaffReviewRow } from './staff-review-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reviewer as other shoppers see them: the first name and the initial of the last
 * ("Mona Samir" → "Mona S.", «منى سمير» → «منى س.»), enough to feel real, too little to find
 * the person. A one-word name is shown as it is.
 */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  if (words.length < 2) return words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  const initial = Array.from(last)[0] ?? '';
  return `${words[0]} ${initial}.`;
}

/** Until when its shopper may change a review written at `createdAt`. */
export const editableUntil = (createdAt: number): number => createdAt + REVIEW_EDIT_DAYS * DAY_MS;

const iso = (ms: number): string => new Date(ms).toISOString();

export function toPublicReview(row: NamedReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    name: reviewerName(row.user_name),
    created_at: iso(row.created_at),
    // Only a delivered order's shopper can write one (review-service.ts).
    verified: true,
    reply: row.reply,
  };
}

export function toOwnReview(row: NamedReviewRow): OwnReview {
  return {
    ...toPublicReview(row),
    item_id: row.item_id,
    order_id: row.order_id,
    published: row.published === 1,
    updated_at: iso(row.updated_at),
    editable_until: iso(editableUntil(row.created_at)),
  };
}

/** A review as staff moderate it: the product in the reader's language, the full name. */
export function toStaffReview(row: StaffReviewRow, locale: Locale): StaffReview {
  return {
    ...toOwnReview(row),
    item: {
      id: row.item_id,
      name: locale === 'ar' ? row.item_name_ar : row.item_name_en,
      image: row.item_image,
    },
    customer: { id: row.user_id, name: row.user_name },
    order: { id: row.order_id, number: row.order_number },
    replied_at: row.replied_at === null ? null : iso(row.replied_at),
    moderated_at: row.moderated_at === null ? null : iso(row.moderated_at),
  };
}
