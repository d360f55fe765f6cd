// First-load JavaScript per route, gzip bytes, read from a production build's manifest.
// Next 16 no longer prints it; this is what a browser downloads before a page is interactive:
// the _app chunks (framework, shell) plus the page's own chunks, each gzip-compressed as the
// server sends them. Used by the CI budget (check-js-budget.ts) and by `npm run bench`.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MIN_BYTES, hasCompileHint } from '@/build/compile-hints.cjs';
import { DEMO_SHOP_SLUGS } from '@/contracts/demo/demo-shops';

export type RouteArea = 'storefront' | 'demo' | 'dashboard';

export interface RouteJs {
  route: string;
  area: RouteArea;
  /** Sum of the gzip sizes of every first-load script, in bytes. */
  gzipBytes: number;
  files: string[];
}

/**
 * The ceiling CI enforces per area, in bytes (1 kB = 1,000 bytes). Demo and dashboard routes
 * are held to issue 7's 280 kB, storefront routes to issue 26's 235 kB (from 260: what left
 * the first load is in docs/performance.md, "Issue 26"). A ceiling only moves down.
 */
export const JS_BUDGETS: Readonly<Record<RouteArea, number>> = {
  storefront: 235_000,
  demo: 280_000,
  dashboard: 280_000,
};

/**
 * The floor (src/pages/bench-floor.tsx): a page with nothing of its own under `_app`. Issue 26
 * wants every storefront route within FLOOR_MARGIN of it, measured in the same build.
 */
export const FLOOR_ROUTE = '/bench-floor';
export const FLOOR_MARGIN = 15_000;

/** What each route adds to the floor of the same build (undefined if the build has none). */
export function overFloor(routes: readonly RouteJs[]): Map<string, number> | undefined {
  const floor = routes.find((route) => route.route === FLOOR_ROUTE);
  if (!floor) return undefined;
  return new Map(routes.map((route) => [route.route, route.gzipBytes - floor.gzipBytes]));
}

/**
 * Entries of the manifest that are not pages a browser opens: `_app` is part of every page,
 * and robots.txt / sitemap.xml answer text from getServerSideProps, so no script ever loads.
 */
const NOT_PAGES = new Set(['/_app', '/_document', '/robots.txt', '/sitemap.xml']);

const DEMO_ROUTES = new Set<string>([
  ...DEMO_SHOP_SLUGS.map((slug) => `/${slug}`),
  '/[shop]/product/[id]',
  '/[shop]/category/[keyword]',
]);

export function areaOf(route: string): RouteArea {
  if (route === '/dashboard' || route.startsWith('/dashboard/')) return 'dashboard';
  return DEMO_ROUTES.has(route) ? 'demo' : 'storefront';
}

interface BuildManifest {
  pages: Record<string, string[]>;
  polyfillFiles?: string[];
  rootMainFiles?: string[];
}

/** Each route's first-load scripts: shared root files, then _app's, then the page's own. */
export function firstLoadFiles(manifest: BuildManifest): Map<string, string[]> {
  const shared = [...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? [])];
  const routes = new Map<string, string[]>();
  for (const [route, files] of Object.entries(manifest.pages)) {
    if (NOT_PAGES.has(route)) continue;
    const scripts = [...new Set([...shared, ...files])].filter((file) => file.endsWith('.js'));
    routes.set(route, scripts);
  }
  return routes;
}

/** First-load JavaScript of every page route of the build in `distDir`, largest first. */
export function measureFirstLoadJs(distDir: string): RouteJs[] {
  const manifestPath = path.join(distDir, 'build-manifest.json');
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build the app first (npx next build).`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BuildManifest;
  const sizes = new Map<string, number>();
  const gzipSize = (file: string): number => {
    let size = sizes.get(file);
    if (size === undefined) {
      // Level 6 is zlib's default, which is what Next's compression sends.
      size = gzipSync(fs.readFileSync(path.join(distDir, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
  return [...firstLoadFiles(manifest)]
    .map(([route, files]) => ({
      route,
      area: areaOf(route),
      gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0),
      files,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** MSW's own log prefix: a script with it carries the mock layer (mocks/ and msw). */
export const MOCK_LAYER_MARKER = '[MSW]';

/**
 * Storefront routes whose first-load scripts carry the mock layer. The demo shops and the
 * dashboard load it on demand (src/lib/mocking/start-mocking.ts); the real shop never should.
 */
export function storefrontRoutesWithMocks(distDir: string, routes: readonly RouteJs[]): string[] {
  const carries = new Map<string, boolean>();
  const hasMocks = (file: string): boolean => {
    let found = carries.get(file);
    if (found === undefined) {
      found = fs.readFileSync(path.join(distDir, file), 'utf8').includes(MOCK_LAYER_MARKER);
      carries.set(file, found);
    }
    return found;
  };
  return routes
    .filter((route) => route.area === 'storefront' && route.files.some(hasMocks))
    .map((route) => route.route);
}

/**
 * First-load scripts of the hint's size without the explicit compile hint
 * (src/build/compile-hints.cjs): each would be compiled function by function on the main
 * thread as the page starts.
 */
export function firstLoadFilesWithoutCompileHint(
  distDir: string,
  routes: readonly RouteJs[],
): string[] {
  const files = new Set(routes.flatMap((route) => route.files));
  return [...files].filter((file) => {
    const code = fs.readFileSync(path.join(distDir, file), 'utf8');
    return Buffer.byteLength(code) >= MIN_BYTES && !hasCompileHint(code);
  });
}
