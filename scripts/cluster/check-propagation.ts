// A staff change on one instance shows on every instance, answers and pages, within 2 s
// (docs/api.md, Version 2: "on every running instance of the shop").
import type { Item } from '@/contracts/catalog';
import type { Cluster } from './cluster';
import { results, sleep } from './probe';
import { request } from '../resilience/shop-client';

const PROPAGATION_LIMIT_MS = 2_000;

/** What each instance serves for the item: its API answer and its product page. */
async function shows(
  origin: string,
  id: number,
  field: 'price' | 'stock',
  value: number,
): Promise<boolean> {
  const [details, page] = await Promise.all([
    request(`${origin}/api/item/details/${id}`),
    request(`${origin}/ar/product/${id}`),
  ]);
  if (details.status !== 200 || page.status !== 200) return false;
  // The page carries the item in its data as the API gave it.
  return results<Item>(details)[field] === value && page.text.includes(`"${field}":${value}`);
}

/** Loads the item on every instance twice, so each one serves it from its caches. */
async function warm(cluster: Cluster, id: number): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await Promise.all(
      cluster.instances.flatMap((instance) => [
        request(`${instance.origin}/api/item/details/${id}`),
        request(`${instance.origin}/ar/product/${id}`),
      ]),
    );
  }
}

/**
 * Changes `field` of item `id` through instance `writer` (a staff call straight to it), then
 * polls every instance until each shows the new value. Returns the slowest instance's delay.
 */
async function staffChangeDelay(
  cluster: Cluster,
  staffToken: string,
  change: { id: number; field: 'price' | 'stock'; value: number; writer: number },
): Promise<number> {
  await warm(cluster, change.id);
  const writer = cluster.instances[change.writer];
  if (!writer) throw new Error(`No instance ${change.writer}`);
  const saved = await request(`${writer.origin}/api/admin/items/${change.id}`, {
    body: { [change.field]: change.value },
    token: staffToken,
  });
  if (saved.status !== 200) throw new Error(`Staff change refused: ${saved.status} ${saved.text}`);
  const start = Date.now();
  const delays = await Promise.all(
    cluster.instances.map(async (instance) => {
      while (!(await shows(instance.origin, change.id, change.field, change.value))) {
        if (Date.now() - start > PROPAGATION_LIMIT_MS * 5) return Number.POSITIVE_INFINITY;
        await sleep(25);
      }
      return Date.now() - start;
    }),
  );
  return Math.max(...delays);
}

/** Problems, if a price or a stock change is not everywhere within 2 s. */
export async function checkPropagation(
  cluster: Cluster,
  staffToken: string,
  itemId: number,
  log: (line: string) => void,
  label = '',
): Promise<string[]> {
  const problems: string[] = [];
  const price = 900 + Math.floor(Math.random() * 90) + 0.25;
  const stock = 4000 + Math.floor(Math.random() * 900);
  for (const [index, change] of [
    { id: itemId, field: 'price' as const, value: price, writer: 0 },
    { id: itemId, field: 'stock' as const, value: stock, writer: cluster.instances.length - 1 },
  ].entries()) {
    const delay = await staffChangeDelay(cluster, staffToken, change);
    log(
      `  ${label}staff ${change.field} change on instance ${change.writer + 1}: on every instance (API and page) after ${delay} ms`,
    );
    if (delay > PROPAGATION_LIMIT_MS) {
      problems.push(
        `${label}${change.field} change ${index + 1} took ${delay} ms to show everywhere`,
      );
    }
  }
  return problems;
}
