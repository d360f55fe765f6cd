import { toAsciiDigits } from '@/contracts/phone';

// The plain values and functions behind the field contracts, apart from their zod schemas
// (fields.ts re-exports them), for browser code that must not bring zod to its first load.

export const MAX_ID = 2_147_483_647;

export const EGYPTIAN_MOBILE = /^01\d{9}$/;

/** A username is the way its owner writes it, folded to one form: digits ASCII, e-mail lower. */
export function normalizeUsername(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  return toAsciiDigits(trimmed).replace(/[\s-]/g, '');
}

/**
 * Whether a username as typed is an e-mail address; otherwise it is a mobile number (or not
 * yet either). Sign-up asks for a separate delivery mobile only for an e-mail.
 */
export function isEmailUsername(raw: string): boolean {
  return normalizeUsername(raw).includes('@');
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * No shopper's name, address or note needs angle brackets, and refusing them keeps markup out
 * of everything staff will later read in other tools (e-mails, exports, the dashboard).
 */
export const noMarkup = (value: string) => !/[<>]/.test(value);

/**
 * The invisible characters that reorder the text after them: the embeddings and overrides
 * U+202A-202E and the isolates U+2066-2069. Typed into a name, an address or a note, they make
 * what staff and the shopper read differ from what was stored (a street number or a phone
 * shown backwards) and can reorder the page around it. The marks Arabic text needs, U+200E,
 * U+200F and U+061C, only hint a direction and stay allowed.
 */
export const noDirectionControls = (value: string) => !/[\u202a-\u202e\u2066-\u2069]/.test(value);

/**
 * Whether text shows anything at all. Characters that draw nothing pass a length check and
 * `trim()` alike: the Hangul fillers (U+3164, U+115F, U+1160, U+FFA0), the braille blank
 * (U+2800), the musical null notehead (U+1D159), and every default-ignorable code point
 * (zero-width spaces and joiners, the soft hyphen, the word joiner and invisible operators,
 * U+FEFF, U+180E, the direction marks and controls, variation selectors, tags...), format
 * controls, lone combining marks and white space. A name made only of them reads as a blank
 * to staff and shoppers while the shop stores it as a name, so text must hold one visible
 * character besides them; Arabic with a ZWNJ between letters, tatweel or diacritics has its
 * letters, and is welcome. Empty text is left to the field's own rule (optional or not).
 */
const VISIBLE =
  /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Mn}\p{Me}\u2800\u{1D159}]/u;
export const hasVisibleText = (value: string) => value === '' || VISIBLE.test(value);
