import { describe, expect, it, jest } from '@jest/globals';
import type { NextConfig } from 'next';
import { createHash } from 'node:crypto';
import loadCustomRoutes from 'next/dist/lib/load-custom-routes';
import { buildCustomRoute } from 'next/dist/server/lib/router-utils/filesystem';
import { normalizeLocalePath } from 'next/dist/shared/lib/i18n/normalize-locale-path';
import { FIRST_PAINT_FLAGS_SCRIPT } from '@/config/first-paint-flags.cjs';

// Plain CommonJS files without type declarations (tsconfig does not allow JS).
const nextConfig = jest.requireActual<NextConfig>('../../next.config');
const { i18n } = jest.requireActual<{ i18n: { locales: string[]; defaultLocale: string } }>(
  '../../next-i18next.config',
);
type HeaderRule = { source: string; locale?: false; headers: { key: string; value: string }[] };
const { NON_DOCUMENT_POLICY, nextHeaderRules } = jest.requireActual<{
  NON_DOCUMENT_POLICY: string;
  nextHeaderRules: (options: { production: boolean }) => HeaderRule[];
}>('../../src/server/http/security-headers.cjs');

type HeaderRoute = ReturnType<typeof buildCustomRoute> & {
  headers: { key: string; value: string }[];
};

/**
 * next.config.js's header rules (as `next dev` has them under Jest), or those of a production
 * or development build, loaded and compiled as Next's router does.
 */
async function compiledRules(mode?: 'production' | 'development'): Promise<HeaderRoute[]> {
  const config: NextConfig = mode
    ? {
        ...nextConfig,
        headers: () => Promise.resolve(nextHeaderRules({ production: mode === 'production' })),
      }
    : nextConfig;
  const routes = await loadCustomRoutes({ ...config, basePath: '', experimental: {} });
  return routes.headers.map((route) => buildCustomRoute('header', route, '', false) as HeaderRoute);
}

/**
 * The Content-Security-Policy Next gives a request path: it matches the rules against the path
 * with its locale in front (the default one when the path has none; not for /_next/*), and a
 * later rule's header replaces an earlier one's (server/lib/router-utils/resolve-routes.js).
 */
function headerFor(rules: HeaderRoute[], path: string, key: string): string | undefined {
  const { detectedLocale } = normalizeLocalePath(path, i18n.locales);
  const matched =
    detectedLocale || path.startsWith('/_next/')
      ? path
      : `/${i18n.defaultLocale}${path === '/' ? '' : path}`;
  let value: string | undefined;
  for (const rule of rules) {
    if (!rule.match(matched)) continue;
    for (const header of rule.headers) {
      if (header.key === key) value = header.value;
    }
  }
  return value;
}

const policyFor = (rules: HeaderRoute[], path: string) =>
  headerFor(rules, path, 'Content-Security-Policy');

describe("Next's header rules (next.config.js)", () => {
  // Issue 21, finding 9: API answers Next rendered carried the page policy.
  it.each([
    '/api/items/list',
    '/api/user/orders/add',
    '/api/auth/session',
    '/api/auth/callback/credentials',
    '/api',
    '/ar/api/items/list',
  ])('give %s the API policy, as the answers from memory have', async (path) => {
    expect(policyFor(await compiledRules(), path)).toBe(NON_DOCUMENT_POLICY);
  });

  it.each(['/', '/ar', '/product/7', '/ar/product/search/chicken', '/apiary', '/login'])(
    'give the page %s the document policy',
    async (path) => {
      const policy = policyFor(await compiledRules(), path);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
    },
  );

  it("give Next's static files the API policy", async () => {
    expect(policyFor(await compiledRules(), '/_next/static/chunks/main.js')).toBe(
      NON_DOCUMENT_POLICY,
    );
  });

  it("allow the pages' one inline script by its hash in production, and nothing else inline", async () => {
    const hash = createHash('sha256').update(FIRST_PAINT_FLAGS_SCRIPT, 'utf8').digest('base64');
    const policy = policyFor(await compiledRules('production'), '/ar/product/7') ?? '';
    const scripts = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ');
    expect(scripts).toEqual(["'self'", `'sha256-${hash}'`]);
    // Development allows inline scripts (next dev writes its own): a hash there would turn
    // 'unsafe-inline' off.
    const dev = policyFor(await compiledRules('development'), '/ar/product/7') ?? '';
    expect(dev).toContain("'unsafe-inline'");
    expect(dev).not.toContain('sha256-');
  });

  // Issue 26: `next dev` serves this script as application/json; nosniff made the browser
  // refuse it, with a console error on every page.
  const DEV_MANIFEST = '/_next/static/development/_clientMiddlewareManifest.js';

  it('let `next dev` run its JSON-typed middleware manifest, and only that file', async () => {
    const rules = await compiledRules('development');
    expect(headerFor(rules, DEV_MANIFEST, 'X-Content-Type-Options')).toBeUndefined();
    for (const path of [
      '/_next/static/development/_buildManifest.js',
      '/_next/static/chunks/main.js',
      `${DEV_MANIFEST}.map`,
      '/',
      '/api/items/list',
    ]) {
      expect([path, headerFor(rules, path, 'X-Content-Type-Options')]).toEqual([path, 'nosniff']);
    }
  });

  it('keep nosniff on every answer of a production build', async () => {
    const rules = await compiledRules('production');
    for (const path of [DEV_MANIFEST, '/_next/static/chunks/main.js', '/', '/api/items/list']) {
      expect([path, headerFor(rules, path, 'X-Content-Type-Options')]).toEqual([path, 'nosniff']);
    }
  });
});
