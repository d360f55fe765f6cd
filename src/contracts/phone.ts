const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const EASTERN_ARABIC_INDIC = '۰۱۲۳۴۵۶۷۸۹';

/** Arabic-Indic and Persian digits to ASCII, so ٠١٠ and 010 are the same number. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[٠-٩۰-۹]/g, (digit) => {
    const index = ARABIC_INDIC.indexOf(digit);
    return String(index >= 0 ? index : EASTERN_ARABIC_INDIC.indexOf(digit));
  });
}

/**
 * The international digits wa.me expects (no +, no leading zeros). Egyptian mobile numbers
 * written nationally (01xxxxxxxxx) get the country code 20. Returns undefined when no
 * plausible number is left.
 */
export function toWhatsAppDigits(raw: string): string | undefined {
  const ascii = toAsciiDigits(raw.trim());
  let digits = ascii.replace(/\D/g, '');
  if (ascii.startsWith('00')) digits = digits.slice(2);
  else if (!ascii.startsWith('+') && /^01\d{9}$/.test(digits)) digits = `2${digits}`;
  // "+20 010..." keeps the national trunk 0 after the country code; wa.me needs it dropped.
  if (/^2001\d{9}$/.test(digits)) digits = `20${digits.slice(3)}`;
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : undefined;
}

export function whatsAppUrl(raw: string): string | undefined {
  const digits = toWhatsAppDigits(raw);
  return digits ? `https://wa.me/${digits}` : undefined;
}
