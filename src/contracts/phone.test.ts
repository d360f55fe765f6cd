import { describe, expect, it } from '@jest/globals';
import { toAsciiDigits, toWhatsAppDigits, whatsAppUrl } from './phone';

describe('toAsciiDigits', () => {
  it('turns Arabic-Indic digits into ASCII', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('turns Persian (Eastern Arabic-Indic) digits into ASCII', () => {
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves everything else as it is', () => {
    expect(toAsciiDigits('+20 (100) ١٢٣-4567 ext. ۹')).toBe('+20 (100) 123-4567 ext. 9');
    expect(toAsciiDigits('')).toBe('');
  });
});

describe('toWhatsAppDigits', () => {
  it.each([
    ['01001234567', '201001234567'],
    ['+20 100 123 4567', '201001234567'],
    ['00201001234567', '201001234567'],
    ['0020 100 123 4567', '201001234567'],
    ['٠١٠٠١٢٣٤٥٦٧', '201001234567'],
    ['۰۱۰۰۱۲۳۴۵۶۷', '201001234567'],
    ['+٢٠ ١٠٠ ١٢٣ ٤٥٦٧', '201001234567'],
    ['٠٠٢٠١٠٠١٢٣٤٥٦٧', '201001234567'],
    ['  010-0123-4567  ', '201001234567'],
    ['(010) 0123 4567', '201001234567'],
    ['201001234567', '201001234567'],
    ['+966 50 123 4567', '966501234567'],
    // The national trunk 0 written after the country code is dropped.
    ['+20 010 0123 4567', '201001234567'],
    ['0020 010 0123 4567', '201001234567'],
  ])('%p gives %p', (raw, expected) => {
    expect(toWhatsAppDigits(raw)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['call us'],
    ['12345'],
    ['0100123'],
    ['0502345678'],
    ['1234567890123456'],
    // A "+" with a national number is no country code at all.
    ['+0 100 123 4567'],
  ])('%p is not a usable number', (raw) => {
    expect(toWhatsAppDigits(raw)).toBeUndefined();
  });
});

describe('whatsAppUrl', () => {
  it('links to wa.me with the international digits', () => {
    expect(whatsAppUrl('01001234567')).toBe('https://wa.me/201001234567');
    expect(whatsAppUrl('not a number')).toBeUndefined();
  });
});
