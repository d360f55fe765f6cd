import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import enPwa from '../../public/locales/en/pwa.json';
import buildConfig from './support/build-config.json';
import {
  expect,
  gotoHydrated,
  shopWorkerInControl,
  test,
  WITH_SHOP_WORKER,
} from './support/fixtures';
import { shopItem } from './support/shopper-data';
import {
  ownOrigin,
  removeDatabase,
  startOwnServer,
  stopOwnServer,
  type OwnServer,
} from './support/own-server';

// A deploy while a shopper has the shop open (issue 41, docs/adr/0022-installable-offline-shop.md,
// "Updates: no stale shell"): build A serves the shop and its worker, then build B replaces it on
// the same address. The page of A and A's worker meet a server with B's pages, page data and
// worker. A is the browser tests' default build (.next), B their configured build, laid out
// without one of A's lazy chunks (buildWithout) as a deploy that changed that code would be.
const PORT = 3192;
const ORIGIN = ownOrigin(PORT);
const BUILD_A = '.next';
const BUILD_B = buildConfig.configured.distDir;

test.use(WITH_SHOP_WORKER);
test.use({
  baseURL: ORIGIN,
  consentPending: false,
  // Build A's late script and page data asked of build B (404, and a 404 is no script), and
  // build B's analytics tags, which it loads once cookies are accepted, from hosts this
  // machine cannot reach.
  allowedConsoleErrors: [
    /status of 404|MIME type \('text\/plain'\) is not executable|ERR_NAME_NOT_RESOLVED/,
  ],
});

const buildId = (distDir: string) => fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
const pageBuild = (page: Page) => page.evaluate(() => window.__NEXT_DATA__.buildId);

/** The address form's own chunk in a build (webpack names lazy chunks `<id>.<hash>.js`). */
function addressFormChunk(distDir: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, 'react-loadable-manifest.json'), 'utf8'),
  ) as Record<string, { files: string[] }>;
  const entry = Object.entries(manifest).find(([name]) => name.endsWith('-> ./address-form'));
  const file = entry?.[1].files.find((name) => /^static\/chunks\/\d+\.[0-9a-f]+\.js$/.test(name));
  if (!file) throw new Error(`no address form chunk in ${distDir}`);
  return file;
}

/**
 * Build B as a deploy that changed the address form would leave it: without build A's chunk
 * of it. The two builds often share that file (same code, same hash), so B is laid out again
 * in a folder of links to its files, minus that one.
 */
function buildWithout(distDir: string, missing: string, into: string): void {
  const link = (from: string, to: string) => {
    fs.mkdirSync(to, { recursive: true });
    for (const entry of fs.readdirSync(from)) {
      const source = path.join(from, entry);
      const relative = path.relative(distDir, source);
      if (relative === missing) continue;
      if (missing.startsWith(`${relative}/`)) link(source, path.join(to, entry));
      else fs.symlinkSync(path.resolve(source), path.join(to, entry));
    }
  };
  link(distDir, into);
}

/** The products the home page links to, each once, in order. */
async function homeProductIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .locator('a[href^="/product/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const ids = [
    ...new Set(
      hrefs.flatMap((href) => /^\/product\/(\d+)$/.exec(href)?.slice(1) ?? []).map(Number),
    ),
  ];
  expect(ids.length, 'two products on the home page').toBeGreaterThanOrEqual(2);
  return ids;
}

/** A page that works: hydrated (its scripts all ran) with its product heading. */
async function expectProductPage(page: Page, name: string): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

test('a deploy while the shop is open: pages keep working, the new version is offered and taken', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one browser is enough for the server swap');
  test.setTimeout(180_000);
  const databaseFile = path.join('data', 'e2e', `deploy-${Date.now()}.db`);
  const buildB = path.join('data', 'e2e', `deploy-build-${Date.now()}`);
  let server: OwnServer | undefined;
  try {
    server = await startOwnServer({ port: PORT, databaseFile, distDir: BUILD_A });

    // Build A: the home page, the worker in control, one of its products seen.
    await gotoHydrated(page, '/');
    await shopWorkerInControl(page);
    const [seenId = 0, unseenId = 0] = await homeProductIds(page);
    const [seen, unseen] = await Promise.all([
      shopItem(page.request, seenId),
      shopItem(page.request, unseenId),
    ]);
    await gotoHydrated(page, `/product/${seen.id}`);
    await gotoHydrated(page, '/');
    expect(await pageBuild(page)).toBe(buildId(BUILD_A));

    // The deploy: A stops, B starts on the same address. The page of A stays open.
    const missingChunk = addressFormChunk(BUILD_A);
    buildWithout(BUILD_B, missingChunk, buildB);
    await stopOwnServer(server);
    server = await startOwnServer({ port: PORT, databaseFile, distDir: buildB });

    // A part of A's page it had not loaded yet (a form, a dialog): B has no such script. It is
    // asked for as webpack asks for a lazy chunk, with a script tag. The worker tells the page,
    // which offers the new version, rather than a button that silently does nothing.
    await page.evaluate((src) => {
      const script = document.createElement('script');
      script.src = src;
      document.head.append(script);
    }, `/_next/${missingChunk}`);
    const offer = page.getByRole('status').filter({ hasText: enPwa.update.message });
    await expect(offer).toBeVisible({ timeout: 20_000 });

    // A client-side navigation from A's page to a product it never saw: Next finds no page
    // data of build A and loads the page whole, from B.
    await page.locator(`a[href="/product/${unseen.id}"]`).first().click();
    await expectProductPage(page, unseen.name);
    expect(await pageBuild(page)).toBe(buildId(buildB));

    // A page seen on A, reloaded: B's page, not A's kept copy.
    await gotoHydrated(page, `/product/${seen.id}`);
    await expectProductPage(page, seen.name);
    expect(await pageBuild(page)).toBe(buildId(buildB));

    // B's worker is waiting behind A's; the offer hands over to it and reloads once.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null))
      .toBe(true);
    const shown = page.getByRole('status').filter({ hasText: enPwa.update.message });
    await expect(shown).toBeVisible();
    await Promise.all([
      page.waitForEvent('load'),
      shown.getByRole('button', { name: enPwa.update.reload }).click(),
    ]);
    await expectProductPage(page, seen.name);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return {
          waiting: registration.waiting !== null,
          controlled: navigator.serviceWorker.controller === registration.active,
        };
      }),
    ).toEqual({ waiting: false, controlled: true });
    await expect(page.getByRole('status').filter({ hasText: enPwa.update.message })).toHaveCount(0);
  } finally {
    if (server) await stopOwnServer(server);
    removeDatabase(databaseFile);
    fs.rmSync(buildB, { recursive: true, force: true });
  }
});
