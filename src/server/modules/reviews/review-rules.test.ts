import { describe, expect, it } from '@jest/globals';
import { reviewerName } from './review-mapper';
import { publishedAfterWrite, withinReviewWindow } from './review-rules';

const DAY = 24 * 60 * 60 * 1000;

describe('publishedAfterWrite', () => {
  it('publishes a rating alone at once and keeps a comment for staff', () => {
    expect(publishedAfterWrite(undefined, '')).toBe(1);
    expect(publishedAfterWrite(undefined, 'Fresh and clean')).toBe(0);
  });

  it('sends a changed comment back to staff, keeps an unchanged one as it was', () => {
    const approved = { comment: 'Good', published: 1 as const, moderated_at: 5 };
    expect(publishedAfterWrite(approved, 'Good')).toBe(1);
    expect(publishedAfterWrite(approved, 'Something else')).toBe(0);
    expect(publishedAfterWrite(approved, '')).toBe(1);
    const waiting = { comment: 'Good', published: 0 as const, moderated_at: null };
    expect(publishedAfterWrite(waiting, 'Good')).toBe(0);
    expect(publishedAfterWrite(waiting, '')).toBe(1);
  });

  it('keeps a review staff hid hidden whatever is edited', () => {
    const hidden = { comment: 'Bad words', published: 0 as const, moderated_at: 5 };
    expect(publishedAfterWrite(hidden, '')).toBe(0);
    expect(publishedAfterWrite(hidden, 'Nice now')).toBe(0);
  });
});

describe('withinReviewWindow', () => {
  it('is open for 60 days after delivery', () => {
    expect(withinReviewWindow(0, 59 * DAY)).toBe(true);
    expect(withinReviewWindow(0, 60 * DAY)).toBe(false);
  });
});

describe('reviewerName', () => {
  it('shows the first name and the initial of the last', () => {
    expect(reviewerName('Mona Samir')).toBe('Mona S.');
    expect(reviewerName('  Mona   Ali  Samir ')).toBe('Mona S.');
    expect(reviewerName('منى سمير')).toBe('منى س.');
    expect(reviewerName('Mona')).toBe('Mona');
  });
});
