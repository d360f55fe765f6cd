import { expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { Health } from '@/contracts/health';
import { describeApi } from './support/describe-api';
import { testEngine } from './support/test-database';

type MigrationRow = { name: string; timestamp: string };

describeApi('GET /health', (suite) => {
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
});
