import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { API_ROUTES } from '@/server/http/api-routes';
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

// The files and the list are the same on every engine: check once.
const run = testEngine() === 'sqlite' ? describe : describe.skip;

run('src/pages/api and the route list', () => {
  const files = routeFiles().filter((file) => !NOT_CALLS.has(file));

  it('binds every route of the list to a file at its path, and nothing else', () => {
    const paths = new Set(API_ROUTES.map((route) => route.meta.path));
    expect(files.map(pathOf).sort()).toEqual([...paths].sort());
  });

  it.each(files)('%s exports its route and turns off Next’s body parser', async (file) => {
    const routeModule = (await import(path.join(API_DIR, file))) as {
      default: unknown;
      config: { api: { bodyParser: boolean } };
    };
    const routes = API_ROUTES.filter((candidate) => candidate.meta.path === pathOf(file));
    if (routes.length === 1) expect(routeModule.default).toBe(routes[0]);
    // A path with a call per method (by-method.ts) is one handler that serves each.
    else expect(routeModule.default).toEqual(expect.any(Function));
    expect(routeModule.config.api.bodyParser).toBe(false);
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
