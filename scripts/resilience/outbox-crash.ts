// The crash test's messages half (issue 40): orders write their receipts in their own
// transaction; a server killed before it sent them, or while it was sending them, sends each
// one after its restart, once (docs/testing.md, "Crashes and load"). The shop mails through a
// fake SMTP server of the test's, which counts what it accepted by Message-ID.
import type { EngineKind } from '@/server/db/engine';
import { parseDatabaseUrl } from '@/server/db/engine';
import { openDatabase } from '@/server/db/open-database';
import { stockTheShelves, type Stocked } from './catalogue';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp';
import { receiptRows, waitForEmptyOutbox } from './mail-audit';
import { auditMails, tally } from './mail-verdict';
import { OrderLedger } from './order-ledger';
import { newShopper, type Shopper } from './shop-client';
import { startShop, type ShopProcess } from './shop-process';
import { dropDatabase, freshDatabase, openSeeded } from './test-databases';

const DATABASE = 'dp_outbox_crash';
const SHOPPERS = 5;
/** Orders per case: four batches of the worker's ten, so a kill finds some still unsent. */
const ORDERS = 40;
/** The slow mail server's pause before each 250: a batch of ten takes about this long. */
const SLOW_MS = 800;
/** How long a claim lasts (NOTIFY_LEASE_MS): a killed instance's rows are due again so soon. */
const LEASE_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Case {
  engine: EngineKind;
  port: number;
  url: string;
  stocked: Stocked;
  smtp: FakeSmtp;
}

async function setUp(engine: EngineKind, port: number, delayMs: number): Promise<Case> {
  const url = await freshDatabase(engine, DATABASE);
  const setup = await openSeeded(url);
  const stocked = await stockTheShelves(setup.db, []);
  await setup.close();
  return { engine, port, url, stocked, smtp: await startFakeSmtp(delayMs) };
}

function shop(test: Case, env: Record<string, string>): Promise<ShopProcess> {
  return startShop({
    port: test.port,
    databaseUrl: test.url,
    // A receipt is sent at once day and night; quiet hours off all the same, so the clock of
    // the run never matters.
    env: { SMTP_URL: test.smtp.url, QUIET_HOURS: 'off', NOTIFY_LEASE_MS: String(LEASE_MS), ...env },
  });
}

/** ORDERS orders from shoppers with e-mail addresses, every one answered 200 (or a problem). */
async function placeOrders(test: Case, origin: string): Promise<number[]> {
  const tag = String(Date.now());
  const shoppers: Shopper[] = await Promise.all(
    Array.from({ length: SHOPPERS }, (_, index) => newShopper(origin, index, tag, undefined, true)),
  );
  const ledger = new OrderLedger();
  const item = test.stocked.plenty[0];
  if (item === undefined) throw new Error('No item to order');
  await Promise.all(
    shoppers.map(async (shopper, index) => {
      for (let n = index; n < ORDERS; n += SHOPPERS) {
        await ledger.place(origin, shopper, {
          address_id: shopper.addressId,
          items: [{ item_id: item, qty: 1 }],
        });
      }
    }),
  );
  const acknowledged = ledger.acknowledged().map((attempt) => attempt.outcome.order.id);
  if (acknowledged.length !== ORDERS)
    throw new Error(`only ${acknowledged.length} of ${ORDERS} orders were acknowledged`);
  return acknowledged;
}

/** After the restart: every receipt sent, then the mails checked against the outbox. */
async function finish(
  test: Case,
  server: ShopProcess,
  acknowledged: number[],
  mayRepeat: ReadonlySet<string>,
) {
  const waited = await waitForEmptyOutbox(server.origin, 60_000);
  const exitCode = await server.stop();
  const check = openDatabase(parseDatabaseUrl(test.url), 1);
  const rows = await receiptRows(check.db);
  await check.close();
  const audit = auditMails(acknowledged, rows, test.smtp.accepted, mayRepeat);
  if (exitCode !== 0) audit.problems.push(`the restarted shop exited ${exitCode} on SIGTERM`);
  await test.smtp.close();
  return { ...audit, waited, unique: tally(test.smtp.accepted).size };
}

/** Killed between commit and send: the first life has no worker, so nothing left the shop. */
async function killedBeforeSending(engine: EngineKind, port: number): Promise<string[]> {
  const test = await setUp(engine, port, 0);
  let server = await shop(test, { NOTIFY_WORKER: 'false' });
  const acknowledged = await placeOrders(test, server.origin);
  const early = test.smtp.accepted.length;
  await server.kill9();
  server = await shop(test, {});
  const result = await finish(test, server, acknowledged, new Set());
  const problems = [...result.problems];
  if (early > 0) problems.push(`${early} mails left before the kill, with the worker off`);
  if (test.smtp.accepted.length !== ORDERS)
    problems.push(`${test.smtp.accepted.length} mails for ${ORDERS} orders`);
  console.log(
    `  ${engine} outbox, killed before sending: ${acknowledged.length} orders acknowledged, ` +
      `none mailed before the kill; after the restart the outbox was empty in ` +
      `${(result.waited / 1000).toFixed(1)} s; ${test.smtp.accepted.length} mails, ` +
      `${result.unique} distinct Message-IDs; ${problems.length === 0 ? 'exactly once' : `${problems.length} problems`}`,
  );
  return problems.map((problem) => `${engine} outbox (killed before sending): ${problem}`);
}

/**
 * Killed while sending: a slow mail server holds each mail SLOW_MS before its 250, and the
 * shop dies while some are mid-transaction (claimed, not sent) and some already accepted.
 */
async function killedWhileSending(engine: EngineKind, port: number): Promise<string[]> {
  const test = await setUp(engine, port, SLOW_MS);
  let server = await shop(test, {});
  const acknowledged = await placeOrders(test, server.origin);
  const deadline = Date.now() + 30_000;
  while (!(test.smtp.accepted.length > 0 && test.smtp.inFlight() > 0)) {
    if (Date.now() > deadline) break;
    await sleep(5);
  }
  const inFlight = test.smtp.inFlight();
  await server.kill9();
  test.smtp.dropInFlight();
  // Every mail answered 250 until the shop died: the shop may not have recorded it as sent.
  const acceptedBefore = new Set(test.smtp.accepted);
  server = await shop(test, {});
  const result = await finish(test, server, acknowledged, acceptedBefore);
  const problems = [...result.problems];
  if (inFlight === 0 || acceptedBefore.size >= ORDERS)
    problems.push(`the kill found no mail mid-send (${acceptedBefore.size} already accepted)`);
  const repeats = test.smtp.accepted.length - result.unique;
  console.log(
    `  ${engine} outbox, killed while sending: ${acknowledged.length} orders acknowledged; at ` +
      `the kill ${acceptedBefore.size} mails were accepted and ${inFlight} mid-send; after the ` +
      `restart the outbox was empty in ${(result.waited / 1000).toFixed(1)} s; ` +
      `${test.smtp.accepted.length} mails, ${result.unique} distinct Message-IDs (${repeats} ` +
      `repeats; allowed only for a mail accepted before the kill); ` +
      (problems.length === 0
        ? 'none lost, none doubled that was unsent'
        : `${problems.length} problems`),
  );
  await dropDatabase(engine, DATABASE);
  return problems.map((problem) => `${engine} outbox (killed while sending): ${problem}`);
}

export async function outboxCrashCases(engine: EngineKind, port: number): Promise<string[]> {
  return [
    ...(await killedBeforeSending(engine, port)),
    ...(await killedWhileSending(engine, port)),
  ];
}
