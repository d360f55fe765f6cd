import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { seedBranches } from './branches';
import { seedContacts } from './contacts';
import { seedDeliveryZones } from './delivery-zones';
import { seedFeatures } from './features';
import { seedShopFacts } from './shop-facts';

/** What the template promised and this shop does not: issue 24. */
const TEMPLATE_PROMISES = [
  /\$/,
  /dollar|دولار/i,
  /365|٣٦٥/,
  /24\/7|٢٤\/٧/,
  /money back|استرداد المال/i,
  /free return|الإرجاع المجاني/i,
];

/** The demo shops (/demo/...) are sample marketplaces with their own currency: not the shop. */
const isDemo = (file: string) => file.startsWith('demo');

function localeTexts(): { where: string; text: string }[] {
  const root = path.join(process.cwd(), 'public/locales');
  const found: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') found.push({ where, text: value });
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`);
  };
  for (const locale of readdirSync(root))
    for (const file of readdirSync(path.join(root, locale)).filter((name) => !isDemo(name)))
      walk(JSON.parse(readFileSync(path.join(root, locale, file), 'utf8')), `${locale}/${file}`);
  return found;
}

function seedTexts(): { where: string; text: string }[] {
  const records = { seedFeatures, seedBranches, seedContacts, seedShopFacts: [seedShopFacts] };
  return Object.entries(records).flatMap(([name, rows]) =>
    rows.flatMap((row, index) =>
      Object.entries(row)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([key, text]) => ({ where: `${name}[${index}].${key}`, text })),
    ),
  );
}

describe('the poultry shop says only what it keeps', () => {
  it('has no "$" or template promise in any locale string (demo shops aside)', () => {
    const offending = localeTexts().filter(({ text }) =>
      TEMPLATE_PROMISES.some((pattern) => pattern.test(text.replace(/\{\{[^}]*\}\}/g, ''))),
    );
    expect(offending).toEqual([]);
  });

  it('has no "$" or template promise in the seeded facts, promises, branches and contacts', () => {
    const offending = seedTexts().filter(({ text }) =>
      TEMPLATE_PROMISES.some((pattern) => pattern.test(text)),
    );
    expect(offending).toEqual([]);
  });

  it('quotes the cheapest delivery zone in the delivery promise, in both languages', () => {
    const lowest = Math.min(...seedDeliveryZones.map((zone) => zone.fee));
    const delivery = seedFeatures.find((feature) => feature.icon === 'delivery');
    expect(delivery?.subtitle_en).toContain(`EGP ${lowest}`);
    const arabicDigits = String(lowest).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    expect(delivery?.subtitle_ar).toContain(`${arabicDigits} جنيه`);
  });

  it('names no hours outside the shop facts: promises, contacts and locales defer to them', () => {
    const hour = /\d{1,2}(:\d\d)?\s?(am|pm)|[٠-٩]{1,2}\s?(صباح|مساء)/i;
    const elsewhere = seedTexts().filter(
      ({ where, text }) => !where.startsWith('seedShopFacts') && hour.test(text),
    );
    expect(elsewhere).toEqual([]);
    expect(localeTexts().filter(({ text }) => hour.test(text))).toEqual([]);
    expect(seedShopFacts.hours_en).toMatch(hour);
    expect(seedShopFacts.hours_ar).toMatch(hour);
  });
});
