import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { registerBodySchema } from './account';
import { addressFieldsSchema } from './address';
import { searchBodySchema } from './catalog';
import { noDirectionControls, optionalText, text } from './fields';
import { issueMessage } from './issue-message';

/** The embeddings and overrides U+202A-202E and the isolates U+2066-2069. */
const DIRECTION_CONTROLS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

/** Left-to-right, right-to-left and Arabic letter marks: Arabic text needs them. */
const ARABIC_MARKS = ['\u200e', '\u200f', '\u061c'];

function reasons(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issueMessage(issue).key);
}

// Issue 21, finding 8: these were accepted in names, addresses and notes and shown as typed.
describe('noDirectionControls', () => {
  it('refuses each embedding, override and isolate character anywhere in the text', () => {
    for (const char of DIRECTION_CONTROLS) {
      expect({ char, ok: noDirectionControls(`شارع ${char}12 النيل`) }).toEqual({
        char,
        ok: false,
      });
    }
    expect(noDirectionControls('\u202e')).toBe(false);
  });

  it('keeps the marks Arabic text uses, and the characters around the refused ranges', () => {
    for (const char of [...ARABIC_MARKS, '\u2029', '\u202f', '\u2065', '\u206a']) {
      expect({ char, ok: noDirectionControls(`عمارة 12${char} الدور 3`) }).toEqual({
        char,
        ok: true,
      });
    }
  });
});

describe('free text in the contracts', () => {
  const address = {
    recipient: 'منى حسن',
    phone: '01012345678',
    zone_id: 1,
    city: 'المنصورة',
    street: 'شارع الجمهورية',
  };

  it('refuses direction controls in required and optional text with their own reason', () => {
    expect(reasons(text(80), 'Mona\u202e')).toEqual(['validation.direction_control']);
    expect(reasons(optionalText(80), 'Ring \u2067twice')).toEqual(['validation.direction_control']);
    expect(reasons(addressFieldsSchema, { ...address, notes: 'x\u202ey' })).toEqual([
      'validation.direction_control',
    ]);
    expect(reasons(searchBodySchema, { search_criteria: 'بيض\u202d' })).toEqual([
      'validation.direction_control',
    ]);
    const register = {
      name: 'Mona',
      username: 'mona\u202e@example.com',
      phone: '01012345678',
      password: 'correct-horse-42',
    };
    expect(reasons(registerBodySchema, register)).toEqual(['validation.direction_control']);
  });

  it('accepts Arabic text with its marks in every field', () => {
    const marked = {
      ...address,
      recipient: '\u200fمنى حسن',
      street: 'شارع 26\u200e يوليو',
      notes: 'الدور ٣\u061c شقة ٧',
    };
    expect(reasons(addressFieldsSchema, marked)).toEqual([]);
  });
});
