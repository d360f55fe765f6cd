import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { registerBodySchema } from './account';
import { addressFieldsSchema } from './address';
import { searchBodySchema } from './catalog';
import { hasVisibleText, noDirectionControls, optionalText, text } from './fields';
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

/**
 * Characters that draw nothing (round 3): a name of them passed every rule and was stored as
 * a name nobody could read.
 */
const INVISIBLE = [
  '\u3164', // Hangul filler
  '\u115f', // Hangul choseong filler
  '\u1160', // Hangul jungseong filler
  '\uffa0', // halfwidth Hangul filler
  '\u2800', // braille pattern blank
  '\u200b', // zero width space
  '\u200c', // zero width non-joiner
  '\u200d', // zero width joiner
  '\u2060', // word joiner
  '\u2061', // function application
  '\u2062', // invisible times
  '\u2063', // invisible separator
  '\u2064', // invisible plus
  '\ufeff', // byte order mark
  '\u180e', // Mongolian vowel separator
  '\u00ad', // soft hyphen
  '\u034f', // combining grapheme joiner
  '\u061c', // Arabic letter mark
  '\u200e', // left-to-right mark
  '\u200f', // right-to-left mark
  '\u17b4', // Khmer vowel inherent aq
  '\u17b5', // Khmer vowel inherent aa
  '\u{1d159}', // musical symbol null notehead
  '\u{1d173}', // musical symbol begin beam
  '\ufe0f', // variation selector 16
  '\u{e0020}', // tag space
];

describe('hasVisibleText', () => {
  it('refuses text made only of invisible characters, alone, repeated or with spaces', () => {
    for (const char of INVISIBLE) {
      for (const value of [char, char.repeat(3), ` ${char}\u00a0${char}\u3000`]) {
        expect({ char, ok: hasVisibleText(value) }).toEqual({ char, ok: false });
      }
    }
    expect(hasVisibleText(INVISIBLE.join(' '))).toBe(false);
  });

  it('keeps names with letters, Arabic with its joiners, tatweel and diacritics', () => {
    for (const name of ['Mona', 'مى\u200cار', 'مـــنى', 'مُنَى', '٧', 'Mona\u3164', '\u200fمنى']) {
      expect({ name, ok: hasVisibleText(name) }).toEqual({ name, ok: true });
    }
  });

  it('is the reason text and optional text give, by whether they may be empty', () => {
    expect(reasons(text(80, 2), '\u3164\u3164')).toEqual(['validation.invisible_name']);
    expect(reasons(text(80), ' \u200b ')).toEqual(['validation.invisible_name']);
    expect(reasons(text(2000, 0), '\u2800')).toEqual(['validation.invisible_text']);
    expect(reasons(optionalText(300), '\ufeff\u00ad')).toEqual(['validation.invisible_text']);
    expect(reasons(optionalText(300), '')).toEqual([]);
    expect(reasons(text(80, 2), 'منى\u200cحسن')).toEqual([]);
  });
});
