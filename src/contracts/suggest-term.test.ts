import { describe, expect, it } from '@jest/globals';
import { isSuggestTerm } from './suggest-term';

describe('isSuggestTerm', () => {
  it.each([
    ['', false],
    ['d', false],
    [' d ', false],
    ['أ', false],
    // A letter and its diacritic are still one letter.
    ['فَ', false],
    ['- ;', false],
    ['du', true],
    ['فر', true],
    ['a b', true],
    ['٣٠', true],
  ])('%j → %s', (term, expected) => {
    expect(isSuggestTerm(term)).toBe(expected);
  });
});
