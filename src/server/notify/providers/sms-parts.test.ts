import { describe, expect, it } from '@jest/globals';
import { renderMessage } from '../templates';
import { smsParts } from './sms-parts';
import { internationalNumber } from './sms-provider';

describe('smsParts', () => {
  it('counts GSM 7-bit text in 160 characters, then 153 per part', () => {
    expect(smsParts('')).toEqual({ unicode: false, parts: 1, units: 0 });
    expect(smsParts('a'.repeat(160))).toEqual({ unicode: false, parts: 1, units: 160 });
    expect(smsParts('a'.repeat(161))).toEqual({ unicode: false, parts: 2, units: 161 });
    expect(smsParts('a'.repeat(306))).toEqual({ unicode: false, parts: 2, units: 306 });
    expect(smsParts('a'.repeat(307))).toEqual({ unicode: false, parts: 3, units: 307 });
  });

  it('counts the extension characters (€, braces, brackets) as two', () => {
    expect(smsParts('€'.repeat(80))).toEqual({ unicode: false, parts: 1, units: 160 });
    expect(smsParts(`${'a'.repeat(159)}[`)).toMatchObject({ parts: 2, units: 161 });
  });

  it('sends a text with any Arabic letter as UCS-2: 70 characters, then 67 per part', () => {
    expect(smsParts('ب'.repeat(70))).toEqual({ unicode: true, parts: 1, units: 70 });
    expect(smsParts('ب'.repeat(71))).toEqual({ unicode: true, parts: 2, units: 71 });
    expect(smsParts('ب'.repeat(134))).toEqual({ unicode: true, parts: 2, units: 134 });
    expect(smsParts('ب'.repeat(135))).toEqual({ unicode: true, parts: 3, units: 135 });
    // One Arabic letter in English text makes all of it UCS-2.
    expect(smsParts(`${'a'.repeat(100)}ب`)).toEqual({ unicode: true, parts: 2, units: 101 });
  });

  it('counts UTF-16 code units: an emoji is two', () => {
    expect(smsParts('🐔'.repeat(35))).toEqual({ unicode: true, parts: 1, units: 70 });
    expect(smsParts('🐔'.repeat(36))).toMatchObject({ parts: 2, units: 72 });
  });

  it('prices the shop’s own messages: an Arabic order update is UCS-2', () => {
    const vars = { number: '1234', total: '1,250', link: 'https://shop.example/ar/orders/7' };
    const ar = renderMessage('order_placed', 'ar', vars).text;
    expect(smsParts(ar)).toEqual({
      unicode: true,
      units: ar.length,
      parts: ar.length <= 70 ? 1 : Math.ceil(ar.length / 67),
    });
    expect(smsParts(renderMessage('order_placed', 'en', vars).text).unicode).toBe(false);
  });
});

describe('internationalNumber', () => {
  it('writes an Egyptian mobile number as 20 and the number without its 0', () => {
    expect(internationalNumber('01012345678')).toBe('201012345678');
    expect(internationalNumber('+20 101 234 5678')).toBe('201012345678');
  });
});
