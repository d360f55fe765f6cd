import fc from 'fast-check';

/** Letters, digits and marks of Arabic, including Arabic-Indic digits and the tatweel. */
const ARABIC = fc.integer({ min: 0x0600, max: 0x06ff }).map((code) => String.fromCharCode(code));

/**
 * Characters that change how text reads or compares: RTL marks, joiners, odd spaces. The
 * override U+202E and the isolate U+2066 are refused in free text (noDirectionControls in
 * src/contracts/field-rules.ts), so a request carrying one is judged invalid (validity.ts
 * asks the same contracts) and must get a 4xx that changes nothing.
 */
const INVISIBLE = fc.constantFrom(
  '\u200f',
  '\u200e',
  '\u202e',
  '\u2066',
  '\u200d',
  '\u00a0',
  '\u3000',
  '\ufeff',
  '\u0301',
);

/**
 * Characters that break storage and queries rather than reading: NUL (PostgreSQL refuses it in
 * text, SQLite cuts strings at it), other controls, a lone surrogate, LIKE and quote marks.
 */
const SPECIAL = fc.oneof(
  { weight: 2, arbitrary: fc.constant('\u0000') },
  fc.constantFrom(
    '\u0001',
    '\u001b',
    '\u007f',
    '\u0085',
    '\u2028',
    '\ud800',
    '\uffff',
    '\n',
    '\t',
    '%',
    '_',
    '\\',
    "'",
    '"',
    '`',
  ),
);

/** `text` with one special character put in somewhere: still valid for most fields. */
export function sprinkled(text: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(text, SPECIAL, fc.nat()).map(([value, char, at]) => {
    if (typeof value !== 'string') return value;
    const cut = at % (value.length + 1);
    return `${value.slice(0, cut)}${char}${value.slice(cut)}`;
  });
}

/**
 * Text as shoppers and attackers type it: mostly ASCII or Arabic, sometimes any grapheme,
 * any code point, or with invisible marks and special characters.
 */
export function textString(constraints: { minLength: number; maxLength: number }) {
  const { minLength, maxLength } = constraints;
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: ARABIC }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
    {
      weight: 1,
      arbitrary: fc.string({
        minLength,
        maxLength,
        unit: fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom('a', 'ب', ' ') },
          { weight: 1, arbitrary: INVISIBLE },
          { weight: 1, arbitrary: SPECIAL },
        ),
      }),
    },
  );
}

/** Strings that have broken parsers, queries and pages before. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '٠١٢٣٤٥٦٧٨٩',
  '۰۱۲',
  '%',
  '_',
  '\\',
  '%00',
  '%%',
  "'",
  '"',
  '`',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '$gt',
  '{}',
  '[]',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e30',
  '0x10',
  '__proto__',
  'constructor',
  'toString',
  '\u0085',
  '\u2028',
  '😀'.repeat(10),
  'ﷺ',
];

/** A hostile string: nasty constants, any code points, or long runs near field and body limits. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'ع', '😀', ' '), fc.constantFrom(255, 1_000, 5_000))
      .map(([unit, count]) => unit.repeat(count)),
  },
);

/**
 * A hostile string for a URL or a header, at most 200 UTF-16 units: Node answers 431 by itself,
 * before the API, for a request line or headers past 16 KiB.
 */
export const shortHostileString: fc.Arbitrary<string> = hostileString.map((text) =>
  text.slice(0, 200),
);
