import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { messagesAr } from '@/server/i18n/messages-ar';

/**
 * The shop speaks Egyptian Arabic (مفيش، عايز، جرّب تاني), in the locale files and in what the
 * server says. Issue 38 found formal Arabic beside it on one screen («لا توجد منتجات» next to
 * «مفيش منتجات»); these are the formal turns it replaced, each with what the shop says instead.
 */
const FORMAL = [
  'لا توجد', // مفيش
  'لا يوجد', // مفيش
  'الرجاء', // من فضلك
  'يرجى', // من فضلك
  'يُرجى', // من فضلك
  'قم ب', // (the verb itself: احفظ، اختار)
  'هل تريد', // تلغي الطلب ده؟
  'حاول مرة أخرى', // جرّب تاني
  'لا يمكن', // مينفعش
  'يمكنك', // تقدر
  'سيتم', // هـ… (هنسجّل خروجك)
  'لم يتم', // متسجّلش
  'تعذّر', // معرفناش / مقدرناش
  'تعذر',
  'أدخل', // اكتب
  'تم حفظ', // اتحفظ
  'تمت إضافة', // اتضاف
] as const;

const LOCALE_DIR = path.join(__dirname, '../../public/locales/ar');

/** The sample products of the demo shops are those shops' own content, not the shop's voice. */
const DEMO_CONTENT = new Set(['demo-products.json']);

function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, at ? `${at}.${key}` : key));
}

const localeStrings = fs
  .readdirSync(LOCALE_DIR)
  .filter((file) => file.endsWith('.json') && !DEMO_CONTENT.has(file))
  .flatMap((file) =>
    strings(JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, file), 'utf8')) as unknown, file),
  );

const formalIn = (entries: [string, string][]) =>
  entries.flatMap(([at, text]) =>
    FORMAL.filter((phrase) => text.includes(phrase)).map(
      (phrase) => `${at}: «${phrase}» in «${text}»`,
    ),
  );

describe('the Arabic register', () => {
  it('reads the locale files (the check below has texts to look at)', () => {
    expect(localeStrings.length).toBeGreaterThan(1000);
  });

  it('has no formal turns in the Arabic locale files', () => {
    expect(formalIn(localeStrings)).toEqual([]);
  });

  it('has no formal turns in what the server says in Arabic', () => {
    expect(formalIn(Object.entries(messagesAr))).toEqual([]);
  });
});
