import { describe, expect, it } from '@jest/globals';
import { freeSlug, slugBase } from './item-slug';

describe('slugBase', () => {
  it('makes dashed lower-case words of the English name', () => {
    expect(slugBase('Baladi Duck – Whole!')).toBe('baladi-duck-whole');
    expect(slugBase('  Eggs (tray of 30)  ')).toBe('eggs-tray-of-30');
    expect(slugBase('Crème brûlée quail')).toBe('creme-brulee-quail');
  });

  it('stops at a whole word within 60 characters', () => {
    const slug = slugBase('chicken '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('chicken')).toBe(true);
    expect(slugBase('x'.repeat(80))).toBe('x'.repeat(60));
  });

  it('falls back to "item" for a name without Latin letters or digits', () => {
    expect(slugBase('بط بلدي')).toBe('item');
    expect(slugBase('!!!')).toBe('item');
  });
});

describe('freeSlug', () => {
  it('numbers a taken slug from 2 on, skipping the numbers taken too', () => {
    expect(freeSlug('duck', [])).toBe('duck');
    expect(freeSlug('duck', ['duck'])).toBe('duck-2');
    expect(freeSlug('duck', ['duck', 'duck-2', 'duck-3', 'duck-breast'])).toBe('duck-4');
  });
});
