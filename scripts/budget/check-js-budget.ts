// The CI budget on first-load JavaScript (issue 7): every page of the production build must
// ship at most its area's budget, gzip. Deterministic: the same build gives the same bytes.
// Usage: tsx scripts/budget/check-js-budget.ts [distDir...]   (default .next)
import path from 'node:path';
import {
  FLOOR_MARGIN,
  JS_BUDGETS,
  kB,
  measureFirstLoadJs,
  firstLoadFilesWithoutCompileHint,
  overFloor,
  storefrontRoutesWithMocks,
  type RouteJs,
} from './first-load-js';

function check(distDir: string): RouteJs[] {
  const routes = measureFirstLoadJs(distDir);
  const added = overFloor(routes);
  console.log(`First-load JavaScript (gzip) in ${distDir}:`);
  console.table(
    routes.map((route) => {
      const extra = added?.get(route.route);
      const storefront = route.area === 'storefront';
      return {
        route: route.route,
        area: route.area,
        size: kB(route.gzipBytes),
        ceiling: kB(JS_BUDGETS[route.area]),
        over: route.gzipBytes > JS_BUDGETS[route.area] ? 'OVER' : '',
        // Issue 26's aim of floor + 15 kB, reported (not enforced): docs/performance.md says
        // what keeps the routes above it.
        'floor +': storefront && extra !== undefined ? kB(extra) : '',
        'within floor + 15': storefront && extra !== undefined ? extra <= FLOOR_MARGIN : '',
      };
    }),
  );
  for (const route of storefrontRoutesWithMocks(distDir, routes)) {
    console.error(`${route} loads the mock layer (mocks/, msw) with its first scripts.`);
    process.exitCode = 1;
  }
  for (const file of firstLoadFilesWithoutCompileHint(distDir, routes)) {
    console.error(
      `${file} is a first-load script without the compile hint (src/build/compile-hints.cjs).`,
    );
    process.exitCode = 1;
  }
  return routes.filter((route) => route.gzipBytes > JS_BUDGETS[route.area]);
}

const dirs = process.argv.slice(2);
const over = (dirs.length > 0 ? dirs : ['.next']).flatMap((dir) =>
  check(path.resolve(process.cwd(), dir)),
);
if (over.length > 0) {
  for (const route of over) {
    console.error(
      `${route.route} ships ${kB(route.gzipBytes)} of JavaScript, over the ${route.area} ceiling of ${kB(JS_BUDGETS[route.area])}.`,
    );
  }
  process.exit(1);
}
console.log('Every route is within its ceiling (JS_BUDGETS); the targets are the issue’s.');
