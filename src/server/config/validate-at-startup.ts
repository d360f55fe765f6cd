import { getDatabase } from '@/server/db/database';
import { EnvError, serverEnv } from './server-env';

export function validateEnvironmentOrExit(): void {
  try {
    serverEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

/** A shop that cannot reach or migrate its database must not start answering requests. */
export async function openDatabaseOrExit(): Promise<void> {
  try {
    await getDatabase();
  } catch (error) {
    console.error(
      `\nThe shop cannot start: the database failed to open.\n  ${describeError(error)}\n`,
    );
    process.exit(1);
  }
}
