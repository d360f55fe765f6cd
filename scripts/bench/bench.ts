// npm run bench: one run that measures the shop as shoppers get it (docs/performance.md).
// 1. first-load JavaScript per route (gzip) from the production build;
// 2. the production server on a bench database of 10,000 items;
// 3. Lighthouse mobile (default simulated throttling), medians of 3 runs per page, and the
//    interaction to next paint of add-to-cart and the mini cart on a phone at 4x CPU;
// 4. autocannon on the API and on server-rendered pages next to a bare node:http server
//    measured in the same run, reported as ratios (these machines are shared and noisy);
// 5. search latency one request at a time, and the server's peak resident memory.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { kB, measureFirstLoadJs, JS_BUDGETS } from '../budget/first-load-js';
import { APP, benchCustomer, startApp } from './app-server';
import { buildBenchDatabase } from './bench-database';
import { measureInteractions } from './interactions';
import { runLighthouse, type LighthousePage } from './lighthouse';
import { tbtRatio } from './stats';
import { load, sequentialLatency, type LoadResult, type LoadTarget } from './load';
import { startService, type Service } from './processes';
import { apiTargets, pageTargets, renderTargets } from './targets';

const ROOT = path.join(__dirname, '../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const SERWIST_BIN = path.join(ROOT, 'node_modules/@serwist/cli/cli.js');
const BARE_PORT = 3902;
const BARE = `http://127.0.0.1:${BARE_PORT}`;
/** The storefront pages the issue names, plus the routes that set each area's ceiling. */
const REPORTED_ROUTES = ['/bench-floor', '/', '/product/[id]', '/product/search/[term]', '/cart'];
const FLOOR_PAGE = 'floor (/bench-floor)';

const { values: args } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    items: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    lighthouse: { type: 'boolean', default: true },
    load: { type: 'boolean', default: true },
    // --no-api / --no-renders: one of the two load sections (a longer --seconds settles a
    // ratio in minutes).
    api: { type: 'boolean', default: true },
    renders: { type: 'boolean', default: true },
    'database-url': { type: 'string', default: 'file:data/bench/shop.db' },
  },
  allowNegative: true,
});

/**
 * The production build as `npm run build` makes it: Next's, then the shop's service worker
 * (serwist.config.mjs). Without the worker, every page's registration asked for a /sw.js that
 * was not there, a 404 in the console that cost best practices its 100.
 */
function ensureBuild(): void {
  const built = fs.existsSync(path.join(ROOT, '.next/BUILD_ID'));
  if (!args.build && built && fs.existsSync(path.join(ROOT, '.next/sw.js'))) {
    console.log('Reusing the production build in .next (pass --build to rebuild).');
    return;
  }
  // The pages' canonical links name the server the bench starts (startApp), whose
  // NEXTAUTH_URL and NEXT_PUBLIC_SITE_URL agree on it, as the production start requires.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_PUBLIC_SITE_URL: APP,
  };
  if (args.build || !built) {
    execFileSync(process.execPath, [NEXT_BIN, 'build', '--webpack'], {
      cwd: ROOT,
      stdio: 'inherit',
      env,
    });
  }
  execFileSync(process.execPath, [SERWIST_BIN, 'build', 'serwist.config.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
}

function reportJavaScript(): void {
  const routes = measureFirstLoadJs(path.join(ROOT, '.next'));
  const largest = (area: string) => routes.find((route) => route.area === area);
  const shown = [
    ...routes.filter((route) => REPORTED_ROUTES.includes(route.route)),
    ...['storefront', 'demo', 'dashboard'].flatMap((area) => largest(area) ?? []),
  ];
  console.log('\nFirst-load JavaScript (gzip); the last three rows are each area’s largest:');
  console.table(
    shown.map((route) => ({
      route: route.route,
      area: route.area,
      size: kB(route.gzipBytes),
      'CI ceiling': kB(JS_BUDGETS[route.area]),
    })),
  );
}

async function firstPublishedItem(): Promise<number> {
  const response = await fetch(`${APP}/api/items/list?page=1`);
  const body = (await response.json()) as { results: Array<{ id: number }> };
  const id = body.results[0]?.id;
  if (id === undefined) throw new Error('The bench catalogue has no published item');
  return id;
}

async function reportLighthouse(): Promise<void> {
  const id = await firstPublishedItem();
  const term = encodeURIComponent('فراخ');
  const pages: LighthousePage[] = [
    // First, so every page below is read against it: the shell alone (src/pages/bench-floor.tsx).
    { name: FLOOR_PAGE, url: `${APP}/bench-floor` },
    { name: '/', url: `${APP}/` },
    { name: '/ar', url: `${APP}/ar` },
    { name: '/product/{id}', url: `${APP}/product/${id}` },
    { name: '/ar/product/{id}', url: `${APP}/ar/product/${id}` },
    { name: '/product/search/{term}', url: `${APP}/product/search/${term}` },
    { name: '/ar/product/search/{term}', url: `${APP}/ar/product/search/${term}` },
    { name: '/cart', url: `${APP}/cart` },
    { name: '/ar/cart', url: `${APP}/ar/cart` },
  ];
  const rows = await runLighthouse(pages, { runs: Number(args.runs) });
  const floorTbt = rows.find((row) => row.name === FLOOR_PAGE)?.tbtMs ?? 0;
  console.log(
    `\nLighthouse mobile (first visit: no cookies or storage), medians of ${args.runs} runs; ` +
      'TBT ÷ floor is against the floor page of this run (issue 26: at most 1.3):',
  );
  console.table(
    rows.map((row) => ({
      page: row.name,
      perf: row.performance,
      a11y: row.accessibility,
      'best pr.': row.bestPractices,
      seo: row.seo,
      'LCP ms': row.lcpMs,
      'TBT ms': row.tbtMs,
      'TBT ÷ floor': row.name === FLOOR_PAGE ? '' : tbtRatio(row.tbtMs, floorTbt),
      CLS: row.cls,
      benchmarkIndex: row.benchmarkIndex,
    })),
  );
  for (const row of rows.filter((entry) => entry.failedAudits.length > 0)) {
    console.log(`  ${row.name}: ${row.failedAudits.join(', ')}`);
  }
  await reportInteractions(id);
}

/** Issue 42: at most 200 ms from the tap to the next paint, on a phone at 4x CPU slowdown. */
const INP_TARGET_MS = 200;

async function reportInteractions(productId: number): Promise<void> {
  const addToCart = '[data-testid="add-to-cart"]';
  const miniCart = '[data-testid="bottom-nav-cart"]';
  const rows = await measureInteractions(
    APP,
    [
      { name: 'add to cart, /product/{id}', url: `/product/${productId}`, tap: addToCart },
      { name: 'add to cart, /ar/product/{id}', url: `/ar/product/${productId}`, tap: addToCart },
      { name: 'mini cart, /', url: '/', tap: miniCart },
      { name: 'mini cart, /ar', url: '/ar', tap: miniCart },
    ],
    Number(args.runs),
  );
  console.log(
    `\nInteraction to next paint (Event Timing), phone at 4x CPU slowdown, medians of ${args.runs} runs; target ${INP_TARGET_MS} ms:`,
  );
  console.table(
    rows.map((row) => ({
      interaction: row.name,
      'INP ms': row.inpMs,
      runs: row.runs.map(Math.round).join(', '),
      'within target': row.inpMs <= INP_TARGET_MS ? 'yes' : 'no',
    })),
  );
}

function table(results: LoadResult[], baselines: Record<string, number>): void {
  console.table(
    results.map((result) => {
      const bare = result.name.startsWith('page') ? baselines.html : baselines.json;
      return {
        call: result.name,
        'req/s': Math.round(result.requestsPerSecond),
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        'vs bare': result.name.startsWith('bare')
          ? ''
          : `${((result.requestsPerSecond / (bare ?? 1)) * 100).toFixed(1)} %`,
        errors: result.errors + result.non2xx,
      };
    }),
  );
}

async function startBare(items: number): Promise<Service> {
  const dir = path.join(ROOT, 'data/bench');
  const jsonFile = path.join(dir, 'bare-body.json');
  const htmlFile = path.join(dir, 'bare-body.html');
  const [json, html] = await Promise.all([
    fetch(`${APP}/api/items/list`).then((response) => response.arrayBuffer()),
    fetch(`${APP}/product/${Math.ceil(items / 2)}`).then((response) => response.arrayBuffer()),
  ]);
  fs.writeFileSync(jsonFile, Buffer.from(json));
  fs.writeFileSync(htmlFile, Buffer.from(html));
  return startService(process.execPath, [path.join(__dirname, 'bare-server.mjs')], {
    env: {
      ...process.env,
      PORT: String(BARE_PORT),
      BARE_BODY_FILE: jsonFile,
      BARE_HTML_FILE: htmlFile,
    },
    readyUrl: `${BARE}/`,
  });
}

async function reportLoad(items: number): Promise<void> {
  const bare = await startBare(items);
  try {
    const customer = await benchCustomer();
    const connections = Number(args.connections);
    const seconds = Number(args.seconds);
    const api = apiTargets(APP, customer, items);
    // The bare server answers any path with its JSON body; it gets the same varying paths as
    // items/list, so autocannon does the same work per request on both sides and the ratio
    // measures the servers (a fixed URL is cheaper for the client, which shares the cores).
    const bareJson: LoadTarget = {
      name: 'bare node:http (JSON)',
      url: `${BARE}/`,
      paths: api.find((target) => target.name === 'items/list')?.paths,
    };
    const bareHtml: LoadTarget = { name: 'bare node:http (HTML)', url: `${BARE}/html` };
    const pages = pageTargets(APP, items);
    const all = [bareJson, ...api, bareHtml, ...pages];
    for (const target of all) await load(target, { connections: 10, seconds: 2 });

    const options = { connections, seconds };
    const results: LoadResult[] = [];
    for (const target of all) results.push(await load(target, options));
    results.push(await load({ ...bareJson, name: 'bare node:http (JSON, again)' }, options));
    results.push(await load({ ...bareHtml, name: 'bare node:http (HTML, again)' }, options));
    const rate = (name: string) =>
      results.find((result) => result.name.startsWith(name))?.requestsPerSecond ?? 0;
    const mean = (kind: 'JSON' | 'HTML') =>
      results
        .filter((result) => result.name.startsWith(`bare node:http (${kind}`))
        .reduce((sum, result, _index, list) => sum + result.requestsPerSecond / list.length, 0);
    console.log(`\nautocannon: ${connections} connections, ${seconds} s per call`);
    table(results, { json: mean('JSON'), html: mean('HTML') });
    console.log(
      `API list and details vs bare: ${((rate('items/list') / mean('JSON')) * 100).toFixed(1)} % and ${((rate('item/details') / mean('JSON')) * 100).toFixed(1)} %`,
    );

    const search = api.find((target) => target.name === 'items/search');
    if (search) {
      const latency = await sequentialLatency(search, 400);
      console.log(
        `items/search one request at a time (400): p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms`,
      );
    }
  } finally {
    await bare.stop();
  }
}

/**
 * Cold server renders at 10 connections: a product page on a distinct URL each time (no page
 * cache) against /ar/login, twice: on a fresh server and again once the database and the
 * server's own caches are warm. Then one /ar/login at a time: what the shell's render costs.
 */
async function reportRenders(items: number): Promise<void> {
  const options = { connections: 10, seconds: Number(args.seconds) };
  const results: LoadResult[] = [];
  for (const pass of [1, 2]) {
    for (const target of renderTargets(APP, items, pass)) results.push(await load(target, options));
  }
  console.log(`\nCold renders: 10 connections, ${options.seconds} s each`);
  console.table(
    results.map((result) => ({
      call: result.name,
      'req/s': Math.round(result.requestsPerSecond * 10) / 10,
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      errors: result.errors + result.non2xx,
    })),
  );
  for (const pass of [1, 2]) {
    const rate = (prefix: string) =>
      results.find((result) => result.name === `${prefix} (pass ${pass})`)?.requestsPerSecond ?? 0;
    const ratio = rate('render cold /ar/product/{id}') / (rate('render /ar/login') || 1);
    console.log(`Cold product pages vs /ar/login, pass ${pass}: ${ratio.toFixed(2)} x`);
  }
  const login = renderTargets(APP, items, 3)[0];
  if (login) {
    const latency = await sequentialLatency(login, 100);
    console.log(
      `/ar/login one request at a time (100): p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms`,
    );
  }
}

async function main(): Promise<void> {
  const cpu = os.cpus();
  console.log(
    `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  ensureBuild();
  reportJavaScript();
  const items = Number(args.items);
  const started = performance.now();
  await buildBenchDatabase(args['database-url'], items);
  console.log(
    `\nBench database: ${items} items in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const app = await startApp(args['database-url']);
  try {
    // Lighthouse first, on a quiet server; the load runs would leave it warm and busy.
    if (args.lighthouse) await reportLighthouse();
    if (args.load) {
      // Renders first, on a server whose caches the load below has not filled.
      if (args.renders) await reportRenders(items);
      if (args.api) await reportLoad(items);
    }
    console.log(`\nServer peak resident memory: ${Math.round(app.peakRss() / 2 ** 20)} MB`);
  } finally {
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
