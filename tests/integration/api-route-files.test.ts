import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { API_ROUTES } from '@/server/http/api-routes';
import { describeApi } from './support/describe-api';
import { testEngine } from './support/test-database';

const API_DIR = path.join(__dirname, '../../src/pages/api');
/**
 * Files that are not contract calls: next-auth, the JSON 404 for unknown paths, and uploaded
 * pictures (their answers are pictures, not the envelope).
 */
const NOT_CALLS = new Set(['auth/[...nextauth].ts', '[...path].ts', 'media/items/[file].ts']);

function routeFiles(dir = API_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : [path.relative(API_DIR, full)];
  });
}

/** `items/list/[categoryId].ts` → `/items/list/:categoryId`, `items/list/index.ts` → `/items/list`. */
function pathOf(file: string): string {
  const withoutExtension = file.replace(/\.ts$/, '').replace(/(^|\/)index$/, '');
  return `/${withoutExtension.replace(/\[(\w+)\]/g, ':$1')}`;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const routesAt = (file: string) => API_ROUTES.filter((route) => route.meta.path === pathOf(file));

/** Serves a file's default export alone on a free port; its base URL and how to stop it. */
async function serveAlone(handler: Handler) {
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Status and body, the parts of an answer a client acts on. */
async function answerOf(url: string, method: string) {
  const response = await fetch(url, { method });
  return { status: response.status, body: await response.text() };
}

// The files and the list are the same on every engine: check once.
const run = testEngine() === 'sqlite' ? describe : describe.skip;
const files = routeFiles().filter((file) => !NOT_CALLS.has(file));

run('src/pages/api and the route list', () => {
  it('binds every route of the list to a file at its path, and nothing else', () => {
    const paths = new Set(API_ROUTES.map((route) => route.meta.path));
    expect(files.map(pathOf).sort()).toEqual([...paths].sort());
  });

  it.each(files)('%s exports its route and turns off Next’s body parser', async (file) => {
    const routeModule = (await import(path.join(API_DIR, file))) as {
      default: unknown;
      config: { api: { bodyParser: boolean } };
    };
    const routes = routesAt(file);
    // A path with a call per method (by-method.ts) is checked over HTTP below.
    if (routes.length === 1) expect(routeModule.default).toBe(routes[0]);
    expect(routeModule.config.api.bodyParser).toBe(false);
  });

  // A path with a call per method is one handler that hands each method to its call: asked
  // with each method, it answers exactly as the table's own server does (a 401 for a caller
  // without a token, where a call of the wrong method would answer 405, a wrong path 404).
  describeApi('a file with a call per method', (suite) => {
    const calls = files.flatMap((file) =>
      routesAt(file).length > 1
        ? routesAt(file).map((route) => [file, route.meta.method, route.meta.path] as const)
        : [],
    );

    it('exists (two files have one today)', () => {
      expect(calls.length).toBeGreaterThanOrEqual(4);
    });

    it.each(calls)('%s answers %s as the table’s route', async (file, method, routePath) => {
      const routeModule = (await import(path.join(API_DIR, file))) as { default: Handler };
      const alone = await serveAlone(routeModule.default);
      try {
        const urlPath = routePath.replace(/:\w+/g, '1');
        const fromFile = await answerOf(`${alone.baseUrl}${urlPath}`, method);
        expect(fromFile.status).not.toBe(405);
        expect(fromFile.status).not.toBe(404);
        expect(fromFile).toEqual(await answerOf(`${suite.server.baseUrl}${urlPath}`, method));
      } finally {
        await alone.stop();
      }
    });
  });
});

run('docs/api.md and docs/openapi.json', () => {
  // Prettier loads its plugins with dynamic imports, which Jest's module sandbox refuses, so
  // the generator runs as the developer runs it, in a process of its own.
  it('are what `npm run docs:api` generates from the routes and contracts today', async () => {
    const root = path.join(__dirname, '../..');
    const check = promisify(execFile)('npx', ['tsx', 'scripts/generate-api-docs.ts', '--check'], {
      cwd: root,
    });
    await expect(check).resolves.toMatchObject({ stdout: expect.stringContaining('up to date') });
  }, 60_000);
});
