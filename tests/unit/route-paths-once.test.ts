import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ROUTES } from '@/contracts/routes';

const ROOT = path.join(__dirname, '../..');
/** Where the table is written: the one place a call's path may be spelled out. */
const TABLE_FILES = new Set([
  'src/contracts/storefront-routes.ts',
  'src/contracts/staff-routes.ts',
  'src/contracts/staff-routes-v3.ts',
]);
const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;
const TEST = /\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [file] : [];
  });
}

/** The table's paths as segments, a parameter as undefined (any non-empty segment). */
const TABLE_PATHS = [...new Set(Object.values(ROUTES).map((route) => route.path))].map((p) => ({
  path: p,
  segments: p.split('/').map((segment) => (segment.startsWith(':') ? undefined : segment)),
}));

/** A source text without its comments, whose code spans (`/user/orders/:id`) are prose. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/**
 * The string literals of a source text whose text reads as a path of the table: quoted or
 * template strings (a `${…}` stands for any segment), with or without the `/api` prefix, a
 * host or MSW's `*` in front, or a query after.
 */
function tablePathsIn(text: string): string[] {
  const literals =
    withoutComments(text).match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];
  return literals.flatMap((literal) => {
    const inner = literal.slice(1, -1).replace(/\$\{[^}]*\}/g, ':x');
    const match =
      /^(?:\*|https?:\/\/[^/]+)?(?:\/api)?(\/[\w:.-]+(?:\/[\w:.-]+)*)\/?(?:[?#].*)?$/.exec(inner);
    const candidate = match?.[1];
    if (!candidate) return [];
    const actual = candidate.split('/');
    return TABLE_PATHS.filter(
      ({ segments }) =>
        segments.length === actual.length &&
        segments.every((segment, index) =>
          segment === undefined ? actual[index] !== '' : segment === actual[index],
        ),
    ).map(({ path: found }) => `${found} (as ${literal})`);
  });
}

describe('the path of each call', () => {
  it('is recognised however a literal spells it', () => {
    expect(tablePathsIn("http.get('*/api/items/suggest', …)")).toEqual([
      "/items/suggest (as '*/api/items/suggest')",
    ]);
    expect(tablePathsIn('fetch(`/api/user/orders/${id}/cancel?x=1`)')).toEqual([
      '/user/orders/:id/cancel (as `/api/user/orders/${id}/cancel?x=1`)',
    ]);
    expect(tablePathsIn("const key = '/item/details/:id';")).toHaveLength(1);
    expect(tablePathsIn("link('/product/5'); t('items.list'); '/api/dashboard-cards'")).toEqual([]);
  });

  // A call is named, never spelled: call(name), callKey(name), contractHandler(name) and the
  // server's entry all read the path from the table (docs/adr/0019-one-api-entry.md).
  it('is written in src/ and mocks/ only in the route table', () => {
    const found = [...sourceFiles('src'), ...sourceFiles('mocks')]
      .filter((file) => !TABLE_FILES.has(file))
      .flatMap((file) =>
        tablePathsIn(fs.readFileSync(path.join(ROOT, file), 'utf8')).map(
          (hit) => `${file}: ${hit}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
