// @ts-check
/**
 * The shop's service worker (src/sw/shop-worker.ts), built by Serwist's configurator mode
 * after `next build` (`serwist build`), so it does not depend on the bundler: the production
 * build is webpack, `next dev` is Turbopack (docs/adr/0022-installable-offline-shop.md).
 *
 * Production: written to <distDir>/sw.js, which the front server answers as /sw.js (each
 * build its own worker). Development (NODE_ENV=development, `npm run dev`): written to
 * public/sw.js (gitignored), where `next dev` serves it, with no precache manifest.
 *
 * The precache is kept small on purpose (every browser test's context installs the worker):
 * the two prerendered offline pages, their own chunk and styles, the Arabic and Latin Cairo
 * faces they are set in, the logo and the script that starts every page's scripts. Everything else is cached at run time, as pages use it
 * (src/sw/cache-rules.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { serwist } from '@serwist/next/config';
import { mswWorkerPlugin } from './scripts/pwa/msw-worker-plugin.mjs';

const isDev = process.env.NODE_ENV === 'development';

/** The offline pages, prerendered per locale (English has no prefix in its URL). */
const OFFLINE_PAGES = { 'en/offline.html': '/offline', 'ar/offline.html': '/ar/offline' };

/**
 * The offline page's own chunk and the app's styles, as the build manifest lists them. The
 * scripts every page shares (framework, main, _app: about 750 kB before compression) are not
 * precached: the page that registers the worker hands over the ones it loaded
 * (src/lib/pwa/register.ts), and every later page's go into the runtime cache.
 * @param {string} distDir with a trailing slash
 */
function offlinePageAssets(distDir) {
  const manifestFile = path.join(distDir, 'build-manifest.json');
  if (!fs.existsSync(manifestFile)) return [];
  /** @type {{ pages: Record<string, string[]> }} */
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const shared = new Set(manifest.pages['/_app'] ?? []);
  const own = (manifest.pages['/offline'] ?? []).filter((file) => !shared.has(file));
  const styles = [...shared].filter((file) => file.endsWith('.css'));
  return [...own, ...styles].map((file) => `${distDir}${file}`);
}

export default serwist.withNextConfig((nextConfig) => {
  const distDir = `${nextConfig.distDir.replace(/^\/|\/$/g, '')}/`;
  return {
    swSrc: 'src/sw/shop-worker.ts',
    swDest: isDev ? 'public/sw.js' : `${distDir}sw.js`,
    // Only what the offline page needs; not Serwist's default of every chunk and public file.
    precachePrerendered: false,
    globPatterns: [
      ...Object.keys(OFFLINE_PAGES).map((file) => `${distDir}server/pages/${file}`),
      ...offlinePageAssets(distDir),
      `${distDir}static/media/cairo-{arabic,latin}-{400,700}-normal*.woff2`,
      'public/brand/logo.svg',
      // Starts every page's scripts (src/shell/document/paint-first-head.tsx): without it a
      // page from the cache paints but never comes to life.
      'public/paint-first.js',
    ],
    manifestTransforms: [
      // Before Serwist's own transform: the prerendered files become the pages' URLs.
      (entries) => ({
        manifest: entries.map((entry) => {
          const page = Object.entries(OFFLINE_PAGES).find(([file]) => entry.url.endsWith(file));
          return page ? { ...entry, url: page[1] } : entry;
        }),
        warnings: [],
      }),
    ],
    esbuildOptions: {
      plugins: [mswWorkerPlugin],
      // Development leaves pages and chunks to the network (they change on every edit).
      define: { 'process.env.SHOP_WORKER_DEV': JSON.stringify(isDev ? 'true' : 'false') },
    },
  };
});
