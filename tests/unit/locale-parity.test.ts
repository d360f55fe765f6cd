import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const LOCALES_DIR = path.join(__dirname, '../../public/locales');

function namespaceFiles(locale: string): string[] {
  return fs
    .readdirSync(path.join(LOCALES_DIR, locale))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function readNamespace(locale: string, file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, file), 'utf8')) as unknown;
}

function isBranch(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

/** Every leaf as `a.b.c` → value (array items as `list.0`, `list.1`...). */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (!isBranch(value)) {
    leaves.set(prefix, value);
    return leaves;
  }
  for (const [key, child] of Object.entries(value)) {
    for (const [leafKey, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) {
      leaves.set(leafKey, leaf);
    }
  }
  return leaves;
}

/**
 * Keys written twice in one object: two branches that each added `alerts` to a namespace
 * merge without a conflict, and the first one's strings silently disappear.
 */
function repeatedKeys(text: string): string[] {
  const repeated: string[] = [];
  const scopes: Set<string>[] = [];
  const tokens = text.matchAll(/"(?:[^"\\]|\\.)*"\s*:|[{}]/g);
  for (const [token] of tokens) {
    if (token === '{') scopes.push(new Set());
    else if (token === '}') scopes.pop();
    else {
      const key = token.slice(0, token.lastIndexOf('"') + 1);
      const scope = scopes.at(-1);
      if (scope?.has(key)) repeated.push(key);
      scope?.add(key);
    }
  }
  return repeated;
}

function missingFrom(source: Map<string, unknown>, target: Map<string, unknown>): string[] {
  return [...source.keys()].filter((key) => !target.has(key));
}

const enFiles = namespaceFiles('en');
const arFiles = namespaceFiles('ar');

describe('locale parity (public/locales/en ↔ public/locales/ar)', () => {
  it('has the same namespace files in both languages', () => {
    expect(enFiles.length).toBeGreaterThan(0);
    expect({ missingInAr: enFiles.filter((file) => !arFiles.includes(file)) }).toEqual({
      missingInAr: [],
    });
    expect({ missingInEn: arFiles.filter((file) => !enFiles.includes(file)) }).toEqual({
      missingInEn: [],
    });
  });

  describe.each(enFiles.filter((file) => arFiles.includes(file)))('%s', (file) => {
    const en = flatten(readNamespace('en', file));
    const ar = flatten(readNamespace('ar', file));

    it('names each key once in an object (JSON.parse keeps only the last of two)', () => {
      for (const locale of ['en', 'ar']) {
        const text = fs.readFileSync(path.join(LOCALES_DIR, locale, file), 'utf8');
        expect({ file, locale, repeated: repeatedKeys(text) }).toEqual({
          file,
          locale,
          repeated: [],
        });
      }
    });

    it('has the same nested keys', () => {
      expect({ file, missingInAr: missingFrom(en, ar), missingInEn: missingFrom(ar, en) }).toEqual({
        file,
        missingInAr: [],
        missingInEn: [],
      });
    });

    it.each([
      ['en', en],
      ['ar', ar],
    ])('has only non-empty string values in %s', (locale, leaves) => {
      const bad = [...leaves]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key, value]) => `${locale}/${file} ${key} = ${JSON.stringify(value)}`);
      expect(bad).toEqual([]);
    });
  });
});
