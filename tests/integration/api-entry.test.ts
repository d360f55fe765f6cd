import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { ROUTE_SCHEMAS } from '@/contracts/route-schemas';
import { ROUTES, type RouteName } from '@/contracts/routes';
import { apiEntry, resolveApiHandler } from '@/server/http/api-entry';
import { ROUTE_IMPLEMENTATIONS } from '@/server/http/api-routes';
import { describeApi } from './support/describe-api';
import { testEngine } from './support/test-database';

const ROOT = path.join(__dirname, '../..');
const API_DIR = path.join(ROOT, 'src/pages/api');
const NAMES = Object.keys(ROUTES) as RouteName[];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [path.relative(API_DIR, full)];
  });
}

/** A URL path of the route under /api, each parameter `1`. */
const samplePath = (name: RouteName) => ROUTES[name].path.replace(/:\w+/g, '1');

/** The methods the table serves at a route's path. */
const methodsAt = (routePath: string) =>
  new Set(NAMES.filter((name) => ROUTES[name].path === routePath).map((n) => ROUTES[n].method));

/** A method the table does not serve at the route's path, and the 405's Allow header. */
function otherMethod(name: RouteName): { method: string; allow: string } {
  const methods = methodsAt(ROUTES[name].path);
  if (methods.size > 1) return { method: 'PUT', allow: 'GET' };
  return { method: ROUTES[name].method === 'GET' ? 'POST' : 'GET', allow: ROUTES[name].method };
}

// What is read from files and tables is the same on every engine: check it once.
const once = testEngine() === 'sqlite' ? describe : describe.skip;

once('one API entry', () => {
  it('is the only file of src/pages/api besides next-auth’s', async () => {
    expect(filesUnder(API_DIR).sort()).toEqual(['[...path].ts', 'auth/[...nextauth].ts']);
    const entry = (await import('@/pages/api/[...path]')) as {
      default: unknown;
      config: { api: { bodyParser: boolean; responseLimit: boolean } };
    };
    expect(entry.default).toBe(apiEntry);
    // Routes read their own bodies: JSON, or an upload streamed by read-upload.ts.
    expect(entry.config.api).toEqual({ bodyParser: false, responseLimit: false });
  });

  // A new call is these three and nothing else: its entry in the table (src/contracts), its
  // schemas in route-schemas.ts and its handler, defineRoute(name, …) in its module and named
  // in ROUTE_IMPLEMENTATIONS (whose `satisfies Record<RouteName, ApiRoute>` refuses a table
  // entry without one). The entry, call(), the SWR keys and the docs read them by name.
  it.each(NAMES)(
    '%s: its schemas and handler are found by name, and the entry reaches it',
    (name) => {
      expect(ROUTE_SCHEMAS[name]).toBeDefined();
      const route = ROUTE_IMPLEMENTATIONS[name];
      expect(route.meta).toMatchObject({ name, ...ROUTES[name] });
      expect(resolveApiHandler(samplePath(name), ROUTES[name].method)).toBe(route);
    },
  );

  it('prefers a static segment to a parameter, whatever the table’s order', () => {
    expect(resolveApiHandler('/user/orders/list', 'GET')).toBe(ROUTE_IMPLEMENTATIONS.ordersList);
    expect(resolveApiHandler('/user/orders/list', 'POST')).toBe(ROUTE_IMPLEMENTATIONS.ordersList);
    expect(resolveApiHandler('/admin/items/new', 'GET')).toBe(ROUTE_IMPLEMENTATIONS.adminItemNew);
    expect(resolveApiHandler('/user/orders/7', 'GET')).toBe(ROUTE_IMPLEMENTATIONS.orderDetails);
  });

  it('finds nothing at a path the table does not have', () => {
    for (const unknown of ['/', '/no/such/call', '/items', '/item/details', '/items/list/1/2']) {
      expect(resolveApiHandler(unknown, 'GET')).toBeUndefined();
    }
    // A parameter is a whole, non-empty segment.
    expect(resolveApiHandler('/item/details/', 'GET')).toBeUndefined();
  });
});

describeApi('every call through the entry', (suite) => {
  const ask = async (method: string, urlPath: string) => {
    const response = await fetch(`${suite.server.baseUrl}${urlPath}`, {
      method,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
    });
    return {
      status: response.status,
      allow: response.headers.get('allow'),
      body: await response.text(),
    };
  };

  // Anonymous and with an empty body: a 200, 400 or 401, never the entry's 404 or a 405.
  it.each(NAMES)('%s answers its own method', async (name) => {
    const { status } = await ask(ROUTES[name].method, samplePath(name));
    expect([404, 405]).not.toContain(status);
  });

  it.each(NAMES)('%s answers another method 405 with Allow', async (name) => {
    const { method, allow } = otherMethod(name);
    const answer = await ask(method, samplePath(name));
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe(allow);
  });

  it.each(['/no/such/call', '/items/list/1/2', '/media/items', '/media/items/a/b', '/Items/list'])(
    '%s is the JSON 404 envelope',
    async (urlPath) => {
      for (const method of ['GET', 'POST']) {
        const answer = await ask(method, urlPath);
        expect(answer.status).toBe(404);
        expect(JSON.parse(answer.body)).toEqual({ success: false, message: expect.any(String) });
      }
    },
  );

  it('serves uploaded pictures at their own path, outside the table', async () => {
    expect((await ask('GET', '/media/items/not-a-picture.webp')).status).toBe(404);
    const post = await ask('POST', '/media/items/not-a-picture.webp');
    expect(post.status).toBe(405);
    expect(post.allow).toBe('GET, HEAD');
  });
});

once('docs/api.md and docs/openapi.json', () => {
  // Prettier loads its plugins with dynamic imports, which Jest's module sandbox refuses, so
  // the generator runs as the developer runs it, in a process of its own.
  it('are what `npm run docs:api` generates from the routes and contracts today', async () => {
    const check = promisify(execFile)('npx', ['tsx', 'scripts/generate-api-docs.ts', '--check'], {
      cwd: ROOT,
    });
    await expect(check).resolves.toMatchObject({ stdout: expect.stringContaining('up to date') });
  }, 60_000);
});
