import { afterEach, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { Health } from '@/contracts/health';
import type { MessageChannel, OutboxStatus } from '@/contracts/message-constants';
import { setClockForTests } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { describeApi } from './support/describe-api';
import { testEngine } from './support/test-database';

type MigrationRow = { name: string; timestamp: string };

const zeroByChannel = { sms: 0, whatsapp: 0, email: 0, push: 0 };
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

/** An outbox row as the worker or staff left it, written `ageS` seconds before NOW. */
async function outboxRow(
  db: Db,
  key: string,
  row: { channel: MessageChannel; status: OutboxStatus; byHand?: boolean; ageS: number },
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      event: 'order_placed',
      channel: row.channel,
      recipient: `${key}@example.com`,
      dedupe_key: `health-test:${key}`,
      locale: 'en',
      subject: 'Order received',
      body: 'Order received',
      vars: '{}',
      created_at: NOW - row.ageS * 1000,
      status: row.status,
      attempts: 0,
      next_attempt_at: NOW - row.ageS * 1000,
      by_hand: row.byHand ? 1 : 0,
    })
    .execute();
}

describeApi('GET /health', (suite) => {
  afterEach(() => setClockForTests(undefined));

  it('answers 200 when the database answers and every migration is applied; never cached', async () => {
    const response = await suite.api.get<Health>('/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body.results).toEqual({
      status: 'ok',
      database: 'ok',
      engine: testEngine(),
      migrations: { applied: expect.any(Number), current: true },
      // No REDIS_URL: one instance, its state in memory (shared-state.test.ts has Redis).
      shared_state: 'memory',
      outbox: {
        pending: expect.any(Number),
        by_hand: expect.any(Number),
        oldest_pending_age_s: null,
        sent: zeroByChannel,
        failed: zeroByChannel,
      },
    });
    expect(response.body.results?.migrations.applied).toBeGreaterThanOrEqual(4);
  });

  it('answers 503, in the caller’s language, when the database is behind this build', async () => {
    const { db } = suite.server;
    const rows =
      await sql<MigrationRow>`select name, timestamp from kysely_migration order by name`.execute(
        db,
      );
    const last = rows.rows.at(-1);
    if (!last) throw new Error('no migrations recorded');
    await sql`delete from kysely_migration where name = ${last.name}`.execute(db);
    try {
      const english = await suite.api.get('/health');
      expect(english.status).toBe(503);
      expect(english.body).toMatchObject({ success: false });
      expect(english.body.message).toContain('1 update(s) not applied');
      const arabic = await suite.api.get('/health', { lang: 'ar' });
      expect(arabic.status).toBe(503);
      expect(arabic.body.message).toContain('١ تحديث');
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(
        db,
      );
    }
    expect((await suite.api.get('/health')).status).toBe(200);
  });

  it('counts the outbox: waiting for a worker (and since when), waiting for staff, sent and failed by channel', async () => {
    const { db } = suite.server;
    const before = (await suite.api.get<Health>('/health')).body.results?.outbox;
    if (!before) throw new Error('no outbox counts');
    setClockForTests(() => NOW);
    await outboxRow(db, 'due', { channel: 'email', status: 'pending', ageS: 30 });
    await outboxRow(db, 'retrying', { channel: 'sms', status: 'pending', ageS: 90 });
    // By hand: staff's queue, not the workers' backlog, however old.
    await outboxRow(db, 'hand', { channel: 'sms', status: 'pending', byHand: true, ageS: 5000 });
    await outboxRow(db, 'handed', { channel: 'whatsapp', status: 'sent', byHand: true, ageS: 9 });
    await outboxRow(db, 'sent', { channel: 'email', status: 'sent', ageS: 9 });
    await outboxRow(db, 'gone', { channel: 'push', status: 'failed', ageS: 9 });
    try {
      const response = await suite.api.get<Health>('/health');
      expect(response.status).toBe(200);
      expect(response.body.results?.outbox).toEqual({
        pending: before.pending + 2,
        by_hand: before.by_hand + 1,
        oldest_pending_age_s: 90,
        sent: { ...before.sent, email: before.sent.email + 1, whatsapp: before.sent.whatsapp + 1 },
        failed: { ...before.failed, push: before.failed.push + 1 },
      });
    } finally {
      await db.deleteFrom('outbox').where('dedupe_key', 'like', 'health-test:%').execute();
    }
    const after = await suite.api.get<Health>('/health');
    expect(after.body.results?.outbox).toEqual(before);
  });
});
