// @ts-check
/**
 * esbuild plugin for the shop's worker (serwist.config.mjs): `msw-worker-script` is MSW's own
 * service worker script (msw/mockServiceWorker.js, the one `npx msw init` would copy), wrapped
 * in a function that takes the `self` and `addEventListener` it sees. src/sw/msw-bridge.ts
 * hands it stand-ins, so the shop's worker decides which of MSW's listeners run and when,
 * while MSW's protocol stays exactly the version the installed msw package speaks.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const SCRIPT = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');

/** @type {import('esbuild').Plugin} */
export const mswWorkerPlugin = {
  name: 'msw-worker-script',
  setup(build) {
    build.onResolve({ filter: /^msw-worker-script$/ }, () => ({
      path: SCRIPT,
      namespace: 'msw-worker-script',
    }));
    build.onLoad({ filter: /.*/, namespace: 'msw-worker-script' }, () => ({
      contents: `export function installMswWorker(self, addEventListener) {\n${fs.readFileSync(SCRIPT, 'utf8')}\n}`,
      loader: 'js',
      resolveDir: process.cwd(),
    }));
  },
};
