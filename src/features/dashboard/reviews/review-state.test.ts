import { describe, expect, it } from '@jest/globals';
import { reviewState } from './review-state';

describe('reviewState', () => {
  it('tells published, waiting and hidden reviews apart', () => {
    const at = '2026-11-25T08:00:00.000Z';
    expect(reviewState({ published: true, moderated_at: null })).toBe('published');
    expect(reviewState({ published: true, moderated_at: at })).toBe('published');
    // Unpublished and nobody on the staff has acted on it yet: a comment waiting to be read.
    expect(reviewState({ published: false, moderated_at: null })).toBe('waiting');
    // Unpublished after staff acted: they hid it.
    expect(reviewState({ published: false, moderated_at: at })).toBe('hidden');
  });
});
