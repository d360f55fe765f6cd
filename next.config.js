// @ts-check
const path = require('node:path');
const { i18n } = require('./next-i18next.config');
const { nextHeaderRules } = require('./src/server/http/security-headers.cjs');
const { CompileHintsPlugin } = require('./src/build/compile-hints.cjs');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second build (tests/e2e "configured" project) lives beside the default one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // `npm run bench:bundle` builds with source maps to say which package each byte comes from.
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === 'true',
  poweredByHeader: false,
  // The NEXT_PUBLIC_SITE_URL this build links its pages to ('' when it had none), for the
  // production start check's warning when the server runs with another one
  // (src/server/config/site-origin-check.mjs). Next inlines a NEXT_PUBLIC_ value only when it
  // is set, so without this the server could not tell a build that had none.
  env: { SHOP_BUILD_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL ?? '' },
  // The browser tests' builds (scripts/build-e2e.mjs) skip Next's own type check: `npm test`
  // has run `tsc --noEmit` over the same files just before, and two builds would repeat it.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === 'true' },
  // Next answers a trailing-slash path with a 308 to the path without it, method and body
  // kept; that is how the spec's /items/popular/list/ and /user/address/update/ reach the API.
  // Do not set skipTrailingSlashRedirect: it also stops the client router from normalising
  // links, and every Arabic link to the home page becomes /ar/.
  i18n,
  // Without this, Turbopack loads two copies of @emotion/react on the server, MUI ignores
  // our per-direction CacheProvider and the first byte of /ar has no RTL styles.
  bundlePagesRouterDependencies: true,
  // Loaded from node_modules, not bundled: one copy of the Redis client per process, whose
  // connection every route's and page's bundle shares (src/server/shared-state/), instead of
  // a copy in each bundle.
  serverExternalPackages: [
    'ioredis',
    // Tracing (src/server/tracing): one API copy, so the spans of every bundle and Next's own
    // meet one tracer provider; the SDK is loaded only when configured.
    '@opentelemetry/api',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/sdk-trace-base',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
  ],
  // Security headers on every answer (src/server/http/security-headers.cjs). Fixed at build
  // time, as the NEXT_PUBLIC_ values the policy depends on are.
  async headers() {
    return nextHeaderRules({
      production: process.env.NODE_ENV === 'production',
      apiHost: process.env.NEXT_PUBLIC_API_HOST || undefined,
      analytics: {
        gtm: process.env.NEXT_PUBLIC_GTM_ID,
        metaPixel: process.env.NEXT_PUBLIC_META_PIXEL_ID,
        tiktokPixel: process.env.NEXT_PUBLIC_TIKTOK_PIXEL_ID,
      },
    });
  },
  // Code every page would carry and never run, swapped for stand-ins (each file says why):
  // MUI's touch ripple, which the theme turns off, and the spinner of the buttons' `loading`
  // prop, which no button takes.
  webpack(config, { webpack, isServer, dev }) {
    const stand = (/** @type {string} */ file) => path.join(__dirname, 'src/theme', file);
    const buttonImporter = /[\\/]@mui[\\/]material[\\/](Button|IconButton)[\\/]\1\.mjs$/;
    config.plugins.push(
      // By ButtonBase's import, before resolution: the stand-in is then compiled as the project
      // file it is, also where node_modules links outside the project (a git worktree).
      new webpack.NormalModuleReplacementPlugin(
        /^\.\/TouchRipple\.mjs$/,
        (/** @type {{ request: string, context?: string }} */ resource) => {
          if (/[\\/]@mui[\\/]material[\\/]ButtonBase$/.test(resource.context ?? '')) {
            resource.request = stand('touch-ripple-off.tsx');
          }
        },
      ),
      new webpack.NormalModuleReplacementPlugin(
        /^\.\.\/CircularProgress\/index\.mjs$/,
        (/** @type {{ request: string, contextInfo?: { issuer?: string } }} */ resource) => {
          if (buttonImporter.test(resource.contextInfo?.issuer ?? '')) {
            resource.request = stand('button-loading-off.tsx');
          }
        },
      ),
    );
    // The scripts a page starts with are compiled off the main thread (src/build/compile-hints.cjs).
    if (!isServer && !dev) config.plugins.push(new CompileHintsPlugin(webpack));
    return config;
  },
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
};

module.exports = nextConfig;
