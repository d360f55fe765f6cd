import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { formatMoney } from '@/lib/format/money';

/*
 * Arabic money ends in a full stop of its own («٩٠٠ ج.م.»): a sentence that puts its own full
 * stop after an amount reads «٩٠٠ ج.م..». This finds every t() call that passes an amount
 * (money() or formatMoney()) and checks that no Arabic wording of that key puts "." after it.
 */

const ROOT = path.join(__dirname, '../..');
const LOCALES = path.join(ROOT, 'public/locales');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface MoneyUse {
  file: string;
  namespace: string;
  key: string;
  param: string;
}

/** `t('ns:key' | 'key', { param: money(...) | formatMoney(...) })`, in the file's namespace. */
function moneyUses(file: string): MoneyUse[] {
  const text = fs.readFileSync(file, 'utf8');
  const fallback = /useTranslation\(\[?'([\w-]+)'/.exec(text)?.[1] ?? 'common';
  const uses: MoneyUse[] = [];
  for (const call of text.matchAll(/\bt\(\s*'([\w.:-]+)',\s*\{([^{}]*)\}/g)) {
    const [, fullKey = '', params = ''] = call;
    const [namespace, key] = fullKey.includes(':') ? fullKey.split(':') : [fallback, fullKey];
    for (const param of params.matchAll(/(\w+):\s*(?:money|formatMoney)\(/g)) {
      uses.push({
        file: path.relative(ROOT, file),
        namespace: namespace ?? fallback,
        key: key ?? '',
        param: param[1] ?? '',
      });
    }
  }
  return uses;
}

/** The Arabic wordings of a key: itself and its plural forms. */
function arabicWordings(namespace: string, key: string): string[] {
  const file = path.join(LOCALES, 'ar', `${namespace}.json`);
  if (!fs.existsSync(file)) return [];
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  let node: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const part of parts) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : {};
  }
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node)
    .filter(([name]) => name === last || name.startsWith(`${last}_`))
    .flatMap(([, value]) => (typeof value === 'string' ? [value] : []));
}

const uses = sourceFiles(path.join(ROOT, 'src')).flatMap(moneyUses);

describe('sentences that carry an amount', () => {
  it('are found (the scan reads the code)', () => {
    expect(uses.length).toBeGreaterThan(10);
    expect(uses).toContainEqual(
      expect.objectContaining({ namespace: 'checkout', key: 'minimum.message', param: 'minimum' }),
    );
  });

  // «ج.م..» and «ج.م.:» read as a stray dot after the currency's own full stop.
  it('never put a full stop or a colon right after an amount in Arabic', () => {
    expect(formatMoney(900, 'ar')).toMatch(/ج\.م\.\u200F?$/);
    const doubled = uses.flatMap((use) =>
      arabicWordings(use.namespace, use.key)
        .filter((wording) => /^[.:]/.test(wording.split(`{{${use.param}}}`)[1] ?? ''))
        .map((wording) => `${use.file}: ${use.namespace}:${use.key} «${wording}»`),
    );
    expect(doubled).toEqual([]);
  });
});
