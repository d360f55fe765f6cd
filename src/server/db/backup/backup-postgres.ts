import { runPgTool } from './pg-tools';

/**
 * pg_dump's custom format: compressed, consistent (one repeatable-read snapshot while the shop
 * keeps writing), and restorable table by table by pg_restore. Owners and grants are left
 * out, so a backup restores into a database owned by another role.
 */
export async function backupPostgres(url: string, partial: string): Promise<void> {
  await runPgTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`],
    url,
  );
}
