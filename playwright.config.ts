import { defineConfig, devices } from '@playwright/test';
import buildConfig from './tests/e2e/support/build-config.json';
import { chromiumPath } from './tests/e2e/support/browser';

const PORTS = buildConfig.ports;

/**
 * Browser tests run against production builds (scripts/build-e2e.mjs) served by `next start`:
 * the default build, and a "configured" one (two-button cookie notice and analytics ids)
 * because NEXT_PUBLIC_* settings are fixed at build time.
 */
const origin = (port: number) => `http://127.0.0.1:${port}`;

/** Each server has a SQLite file of its own under the gitignored data/ folder. */
const serverEnv = (port: number) => ({
  NODE_ENV: 'production',
  // The journeys sign in with the demo accounts (the admin reads PINs from the outbox).
  DEMO_ACCOUNTS: 'true',
  // Tests act as many shoppers: each one has its own X-Forwarded-For (support/fixtures.ts),
  // so per-address sign-up and sign-in budgets apply per test, as behind a real proxy.
  TRUST_PROXY: 'loopback',
  // Specs that use Playwright's own `test` send no X-Forwarded-For, so their renders all count
  // against 127.0.0.1; the budget's rules are tests/integration/front-server.test.ts's.
  RENDER_BUDGET_PER_MINUTE: '1000000',
  RENDER_BUDGET_BURST: '1000000',
  DATABASE_URL: `file:data/e2e/shop-${port}.db`,
  NEXTAUTH_SECRET: buildConfig.secret,
  NEXTAUTH_URL: origin(port),
  NEXT_PUBLIC_SITE_URL: origin(port),
});

/**
 * Web push on the default server (tests/e2e/push.spec.ts): a VAPID pair made for these tests
 * only, and the one endpoint host the page's stand-in PushManager uses (headless Chromium
 * reaches no push service). Messages to it fail at once (nothing listens on port 9).
 */
const PUSH_ENV = {
  VAPID_PUBLIC_KEY:
    'BHNa4o8z-6tQliHRjHaS9uDr4NU271bipAHVPLZo2mOaVc7syl6FG_ELnl-gwjJz7_me14-aipfKit74m8sZxq4',
  VAPID_PRIVATE_KEY: 'OdIgGEyHFLWtCQiph7vIyPvjvir_bluSigJvkxvcGGw',
  VAPID_SUBJECT: 'mailto:e2e@dakahlia-poultry.example',
  PUSH_EXTRA_HOSTS: '127.0.0.1',
};

/**
 * E2E_BASE_URL runs the desktop and phone projects against a server already running there
 * (a `next dev` while building a screen) instead of starting the production builds.
 */
const external = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // The slowest journeys (a first purchase, an axe scan of a large demo shop) take 15-20 s on
  // two quiet cores, and half as long again when the machine is busy (docs/testing.md). The
  // timeout leaves room for a slow day; speed is the bench's business (docs/performance.md).
  timeout: 60_000,
  expect: { timeout: 7_500 },
  // The timing table says where the suite's time goes (docs/testing.md).
  reporter: [
    ['list'],
    ['./tests/e2e/support/timing-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    // Recording a trace (a DOM snapshot and a screenshot per action) cost a third of the
    // suite's time even for the tests that pass and throw it away (measured 2026-11-28: 37 tests,
    // 106 s against 73 s). CI records it only for the retry of a failed test, which is where
    // it is read; a local run keeps one for each failure (`--trace on` for every test).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      // Without these, Chromium keeps dialling Google services this closed network refuses.
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  // The phone project runs what differs on a phone, tagged @phone in the specs (layout,
  // navigation, drawers, touch); the rest holds at any width and runs once, on desktop.
  //
  // The shop's service worker (ADR 0022) is blocked in the two main projects: every context
  // is a first visit, which would install it and hand it the page's scripts, work no other
  // journey is about (measured on one host, 2026-11-29: 11.6 tests a minute with it on over
  // the first 50, 13 over the whole suite with it blocked). A browser without service workers
  // is a real visitor too (some private windows), and every journey must work for it. The
  // specs about the worker, and those whose sample data it answers (demo shops, the
  // dashboard's sample screens), turn it on with `test.use(WITH_SHOP_WORKER)`
  // (support/fixtures.ts).
  projects: [
    {
      name: 'desktop',
      testIgnore: /configured\//,
      grepInvert: /@phone-only/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: external ?? origin(PORTS.default),
        serviceWorkers: 'block',
      },
    },
    {
      name: 'phone',
      testIgnore: /configured\//,
      grep: /@phone/,
      use: {
        ...devices['Pixel 7'],
        baseURL: external ?? origin(PORTS.default),
        serviceWorkers: 'block',
      },
    },
    {
      name: 'configured',
      testMatch: /configured\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: origin(PORTS.configured) },
    },
  ],
  webServer: external
    ? []
    : [
        {
          command: `node src/server/start-server.mjs -p ${PORTS.default} -H 127.0.0.1`,
          url: `${origin(PORTS.default)}/`,
          env: { ...serverEnv(PORTS.default), ...PUSH_ENV },
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        {
          command: `node src/server/start-server.mjs -p ${PORTS.configured} -H 127.0.0.1`,
          url: `${origin(PORTS.configured)}/`,
          env: {
            ...serverEnv(PORTS.configured),
            NEXT_DIST_DIR: buildConfig.configured.distDir,
            // Every message channel counts as configured, each message printed to the log
            // (tests/e2e/configured/notification-prefs.spec.ts); the default server keeps the
            // shop with no provider but push, whose messages wait for staff to send them by hand.
            NOTIFY_CONSOLE: '1',
            // GET /api/metrics answers this server's scrapes (configured/metrics.spec.ts).
            METRICS_TOKEN: buildConfig.metricsToken,
            // Spans to the test's fake collector on this port, in batches of a fifth of a
            // second (configured/metrics.spec.ts); none is listening in the other specs.
            OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${buildConfig.otlpCollectorPort}`,
            OTEL_BSP_SCHEDULE_DELAY: '200',
          },
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
      ],
});
