// The production server as the bench runs it: the shop's own server (src/server/start-server.mjs,
// what `npm start` runs) on a bench database, request logs on as in production.
import fs from 'node:fs';
import path from 'node:path';
import { startService, type Service } from './processes';

const ROOT = path.join(__dirname, '../..');
export const APP_PORT = 3901;
export const APP = `http://127.0.0.1:${APP_PORT}`;

/** Node's options in `npm start` (the heap ceiling), so the bench runs the server as it is run. */
export function startScriptNodeOptions(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

export function startApp(databaseUrl: string): Promise<Service> {
  return startService(
    process.execPath,
    [
      ...startScriptNodeOptions(),
      path.join(ROOT, 'src/server/start-server.mjs'),
      '-p',
      String(APP_PORT),
      '-H',
      '127.0.0.1',
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXTAUTH_SECRET: 'bench-only-secret-0123456789abcdefghijklmnop',
        NEXTAUTH_URL: APP,
        NEXT_PUBLIC_SITE_URL: APP,
        DATABASE_URL: databaseUrl,
        // The bench loads pages from one address far faster than any client may make the shop
        // render (docs/security.md, "Timeouts and render budget"): it measures rendering.
        RENDER_BUDGET_PER_MINUTE: '1000000',
        RENDER_BUDGET_BURST: '1000000',
        LOG_LEVEL: 'info',
        // Serves /bench-floor, the empty page the storefront is measured against.
        BENCH_FLOOR_PAGE: 'true',
      },
      readyUrl: `${APP}/api/category/list`,
      quiet: true,
    },
  );
}

async function post<R>(url: string, body: unknown, token?: string): Promise<R> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { results: R };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.results;
}

export interface BenchCustomer {
  token: string;
  addressId: number;
}

/** A customer with an address, to place the benchmark's orders. */
export async function benchCustomer(): Promise<BenchCustomer> {
  const phone = '01099990000';
  const { token } = await post<{ token: string }>(`${APP}/api/user/register`, {
    name: 'Bench Customer',
    username: phone,
    phone,
    password: 'bench-password-2026',
  });
  const address = await post<{ id: number }>(
    `${APP}/api/user/address/new`,
    { recipient: 'Bench', phone, zone_id: 1, city: 'Mansoura', street: 'El Gomhoreya St.' },
    token,
  );
  return { token, addressId: address.id };
}
