import { describe, expect, it } from '@jest/globals';
import { buildCsv, csvField, CSV_BOM, egpField } from './csv';

/** The records of a file, its BOM taken off and split on CRLF (the last one ends in one too). */
const records = (text: string) => text.slice(CSV_BOM.length).split('\r\n');

describe('the books’ CSV', () => {
  it('starts with a UTF-8 byte order mark, so Excel reads Arabic as Arabic', () => {
    const text = buildCsv({ header: ['العميل'], rows: [['منى حسن']] });
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(records(text)).toEqual(['العميل', 'منى حسن', '']);
  });

  it('ends every record, the header’s and the last one’s too, with CRLF and never a bare LF', () => {
    const text = buildCsv({
      header: ['a', 'b'],
      rows: [
        ['1', '2'],
        ['3', '4'],
      ],
    });
    expect(text).toBe('\uFEFFa,b\r\n1,2\r\n3,4\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('quotes fields with commas, quotes or line breaks (RFC 4180), and only those', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Street 9, flat 2')).toBe('"Street 9, flat 2"');
    expect(csvField('The "big" duck')).toBe('"The ""big"" duck"');
    expect(csvField('ring twice\nthen call')).toBe('"ring twice\nthen call"');
    expect(csvField('line\r\nbreak')).toBe('"line\r\nbreak"');
    const text = buildCsv({ header: ['note'], rows: [['ring, then "wait"\nplease']] });
    expect(text).toBe('\uFEFFnote\r\n"ring, then ""wait""\nplease"\r\n');
  });

  it('writes amounts in EGP with exactly two decimals, worked in piastres', () => {
    expect(egpField(150)).toBe('150.00');
    expect(egpField(135.5)).toBe('135.50');
    expect(egpField(0.1 + 0.2)).toBe('0.30');
    expect(egpField(-20)).toBe('-20.00');
    expect(egpField(-0.05)).toBe('-0.05');
    expect(egpField(-0)).toBe('0.00');
    expect(egpField(1_000_000)).toBe('1000000.00');
    const text = buildCsv({ header: ['total'], rows: [[{ egp: 1250.5 }], [{ egp: -3 }]] });
    expect(records(text)).toEqual(['total', '1250.50', '-3.00', '']);
  });

  it('writes ASCII digits, whatever digits were typed', () => {
    const text = buildCsv({
      header: ['العنوان', 'الكمية'],
      rows: [
        ['عمارة ١٢، الدور ٣', 2],
        ['۱۲ شارع البحر', 1.25],
      ],
    });
    // The Arabic comma is text, not a separator: no quotes needed.
    expect(records(text)).toEqual([
      'العنوان,الكمية',
      'عمارة 12، الدور 3,2',
      '12 شارع البحر,1.25',
      '',
    ]);
    expect(text).not.toMatch(/[٠-٩۰-۹]/);
  });

  it('leaves a missing value empty', () => {
    expect(records(buildCsv({ header: ['a', 'b', 'c'], rows: [[null, 0, '']] }))[1]).toBe(',0,');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    const text = buildCsv({
      header: ['note', 'difference'],
      rows: [
        ['=HYPERLINK("http://x")', { egp: -20 }],
        ['+201012345678', { egp: 0 }],
        ['-5 kg please', -5],
        ['@home', 1],
      ],
    });
    expect(records(text).slice(1, 5)).toEqual([
      `"'=HYPERLINK(""http://x"")",-20.00`,
      `'+201012345678,0.00`,
      `'-5 kg please,-5`,
      `'@home,1`,
    ]);
  });
});
