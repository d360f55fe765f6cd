// Orders through the balancer while an instance is killed or Redis stops: nothing
// acknowledged is lost, nothing is sold twice (scripts/resilience/order-audit.ts checks the
// database against what every shopper was told).
import type { Health } from '@/contracts/health';
import { randomOrder, type Stocked } from '../resilience/catalogue';
import type { OrderLedger } from '../resilience/order-ledger';
import { request, type Shopper } from '../resilience/shop-client';
import type { Cluster, Instance } from './cluster';
import { results, sleep } from './probe';

/** Shoppers ordering through the balancer until `until`, retrying unanswered orders under their key. */
export async function orderTraffic(
  ledger: OrderLedger,
  cluster: Cluster,
  shoppers: readonly Shopper[],
  stocked: Stocked,
  until: number,
): Promise<void> {
  await Promise.all(
    shoppers.map(async (shopper) => {
      while (Date.now() < until) {
        const attempt = await ledger.place(
          cluster.origin,
          shopper,
          randomOrder(stocked, shopper.addressId),
        );
        while (attempt.outcome.kind === 'unknown' && Date.now() < until) {
          await sleep(100);
          await ledger.send(cluster.origin, attempt);
        }
      }
    }),
  );
}

/** Orders for the last `stock` units of one item, `count` at once from every shopper. */
export async function scarceRush(
  ledger: OrderLedger,
  cluster: Cluster,
  shoppers: readonly Shopper[],
  itemId: number,
  count: number,
): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, (_, index) => shoppers[index % shoppers.length]).map(
      (shopper) => {
        if (!shopper) throw new Error('No shoppers');
        return ledger.place(cluster.origin, shopper, {
          address_id: shopper.addressId,
          items: [{ item_id: itemId, qty: 1 }],
        });
      },
    ),
  );
}

async function healthOf(instance: Instance): Promise<Health['status'] | 'down'> {
  try {
    const probe = await request(`${instance.origin}/api/health`);
    return probe.status === 200 ? results<Health>(probe).status : 'down';
  } catch {
    return 'down';
  }
}

/** Until every instance's health says `status`; how long that took, or Infinity after `ms`. */
export async function everyInstanceSays(
  cluster: Cluster,
  status: Health['status'],
  ms: number,
): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    const states = await Promise.all(cluster.instances.map(healthOf));
    if (states.every((state) => state === status)) return Date.now() - start;
    await sleep(100);
  }
  return Number.POSITIVE_INFINITY;
}

/** Until the balancer sends requests to `instance` again; how long that took, or Infinity. */
export async function rejoinDelay(
  cluster: Cluster,
  instance: Instance,
  ms: number,
): Promise<number> {
  const start = Date.now();
  const address = `127.0.0.1:${instance.port}`;
  while (Date.now() - start < ms) {
    const answers = await Promise.all(
      Array.from({ length: cluster.instances.length * 2 }, () =>
        request(`${cluster.origin}/api/health`),
      ),
    );
    if (answers.some((answer) => answer.upstream.split(', ').at(-1) === address))
      return Date.now() - start;
    await sleep(200);
  }
  return Number.POSITIVE_INFINITY;
}
