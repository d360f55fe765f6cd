// Builds the two production builds the browser tests serve (see playwright.config.ts): the
// default one in .next, and the "configured" one with every optional browser setting on,
// because NEXT_PUBLIC_* values are fixed when a build is made.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const config = JSON.parse(
  readFileSync(new URL('../tests/e2e/support/build-config.json', import.meta.url), 'utf8'),
);

// Production builds use webpack, as `npm run build` does (docs/adr/0006-performance.md).
// Each build then gets its own service worker, in its distDir (serwist.config.mjs).
const build = (extraEnv) => {
  // `npm test` type-checks before it builds (next.config.js says why this skips it here).
  const env = { ...process.env, NODE_ENV: 'production', SKIP_BUILD_TYPECHECK: 'true', ...extraEnv };
  execFileSync('npx', ['next', 'build', '--webpack'], { stdio: 'inherit', env });
  execFileSync('npx', ['serwist', 'build', 'serwist.config.mjs'], { stdio: 'inherit', env });
};

// Canonical, hreflang and sitemap URLs use NEXT_PUBLIC_SITE_URL, fixed at build time like
// every NEXT_PUBLIC_ value: each build names the origin the tests serve it on.
const siteUrl = (port) => ({ NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}` });

build(siteUrl(config.ports.default));
build({
  NEXT_DIST_DIR: config.configured.distDir,
  ...siteUrl(config.ports.configured),
  ...config.configured.env,
});
