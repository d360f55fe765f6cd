// Three instances' outbox workers on one PostgreSQL outbox and one mail server: each order's
// receipt is mailed once, whichever instance took the order and whichever claimed its row
// (issue 40: FOR UPDATE SKIP LOCKED, leases; docs/testing.md).
import { sql } from 'kysely';
import { parseDatabaseUrl } from '@/server/db/engine';
import { openDatabase } from '@/server/db/open-database';
import type { FakeSmtp } from '../resilience/fake-smtp';
import { receiptRows, waitForEmptyOutbox } from '../resilience/mail-audit';
import { auditMails } from '../resilience/mail-verdict';
import type { OrderLedger } from '../resilience/order-ledger';
import { newShopper } from '../resilience/shop-client';
import type { Cluster } from './cluster';
import { sleep } from './probe';

const SHOPPERS = 6;
const ORDERS = 30;

/**
 * ORDERS orders through the balancer (in the run's ledger, so the final audit counts them)
 * from shoppers with e-mail addresses, while every
 * instance's worker runs; the holders of the rows' leases are sampled meanwhile (a sent row
 * gives its lease back, so only a look during the sending shows who held it).
 */
export async function checkOutbox(
  cluster: Cluster,
  smtp: FakeSmtp,
  ledger: OrderLedger,
  databaseUrl: string,
  items: readonly number[],
  log: (line: string) => void,
): Promise<string[]> {
  const item = items[0];
  if (item === undefined) throw new Error('No item to order');
  const handle = openDatabase(parseDatabaseUrl(databaseUrl), 1);
  const owners = new Set<string>();
  const sampling = { on: true };
  const sampler = (async () => {
    while (sampling.on) {
      const { rows } = await sql<{
        lease_owner: string;
      }>`select distinct lease_owner from outbox where lease_owner is not null`.execute(handle.db);
      for (const row of rows) owners.add(row.lease_owner);
      await sleep(20);
    }
  })();
  try {
    const tag = String(Date.now() + 1);
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, index) =>
        newShopper(cluster.origin, 100 + index, tag, undefined, true),
      ),
    );
    const first = ledger.attempts.length;
    await Promise.all(
      Array.from({ length: ORDERS }, (_, index) => {
        const shopper = shoppers[index % SHOPPERS];
        if (!shopper) throw new Error('No shoppers');
        return ledger.place(cluster.origin, shopper, {
          address_id: shopper.addressId,
          items: [{ item_id: item, qty: 1 }],
        });
      }),
    );
    await ledger.settle(cluster.origin);
    const acknowledged = ledger.attempts
      .slice(first)
      .flatMap(({ outcome }) => (outcome.kind === 'acknowledged' ? [outcome.order.id] : []));
    // A worker that takes rows others hold sends them twice and keeps the outbox busy: the
    // mails are counted all the same.
    const waited = await waitForEmptyOutbox(cluster.origin, 30_000).catch((error: unknown) =>
      error instanceof Error ? error.message : String(error),
    );
    sampling.on = false;
    await sampler;
    const ours = new Set(acknowledged);
    const rows = (await receiptRows(handle.db)).filter((row) => ours.has(row.orderId));
    const audit = auditMails(acknowledged, rows, smtp.accepted);
    if (typeof waited === 'string') audit.problems.unshift(waited);
    if (acknowledged.length !== ORDERS)
      audit.problems.push(`${acknowledged.length} of ${ORDERS} orders acknowledged`);
    if (smtp.accepted.length !== acknowledged.length)
      audit.problems.push(`${smtp.accepted.length} mails for ${acknowledged.length} orders`);
    log(
      `  ${acknowledged.length} orders through the balancer: ${smtp.accepted.length} receipts ` +
        `mailed, ${new Set(smtp.accepted).size} distinct Message-IDs, ` +
        (typeof waited === 'string' ? waited : `the outbox empty after ${waited} ms`) +
        `; leases seen held by ${owners.size} instance(s)`,
    );
    return audit.problems.map((problem) => `outbox: ${problem}`);
  } finally {
    sampling.on = false;
    await sampler;
    await handle.close();
  }
}
