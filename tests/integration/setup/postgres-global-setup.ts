import pg from 'pg';
import { adminPostgresUrl } from '../support/postgres-url';

/**
 * Before the PostgreSQL project runs: is a server there? On a developer's machine without
 * one the suite is skipped with a message; in CI (CI=true) a missing server fails the run,
 * because the PostgreSQL half of the suite must never silently disappear.
 */
export default async function postgresGlobalSetup(): Promise<void> {
  const client = new pg.Client({
    connectionString: adminPostgresUrl(),
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.TEST_POSTGRES_AVAILABLE = '1';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.CI) {
      throw new Error(
        `PostgreSQL is required in CI but unreachable at ${adminPostgresUrl()}: ${reason}`,
      );
    }
    process.env.TEST_POSTGRES_AVAILABLE = '0';
    console.warn(
      `\n[api-postgres] SKIPPED: no PostgreSQL at ${adminPostgresUrl()} (${reason}).\n` +
        '  Start one or set TEST_POSTGRES_URL to run the API suite on PostgreSQL too.\n',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
