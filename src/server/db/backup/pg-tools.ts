import { execFile } from 'node:child_process';
import { BackupError } from './types';

export type PgTool = 'pg_dump' | 'pg_restore';

/**
 * The URL for the tool's --dbname argument, with the password moved to PGPASSWORD: an
 * argument is visible to every user of the machine in `ps`, the environment is not.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** libpq tools print several lines; the operator gets the one that says what went wrong. */
function errorLine(tool: PgTool, stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const error = lines.find((line) => line.startsWith(`${tool}: error:`)) ?? lines[0] ?? '';
  return error.replace(`${tool}: error: `, '').replace(/\s+/g, ' ');
}

/**
 * Runs pg_dump or pg_restore with `args`, never through a shell: the URL and file names are
 * arguments, so nothing in them is interpreted. `url`, when given, becomes --dbname.
 */
export function runPgTool(tool: PgTool, args: string[], url?: string): Promise<string> {
  const target = url === undefined ? undefined : connection(url);
  const argv = target ? [...args, `--dbname=${target.dbname}`] : args;
  return new Promise((resolve, reject) => {
    execFile(
      tool,
      argv,
      { env: target?.env ?? process.env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) {
          resolve(stdout);
          return;
        }
        if ('code' in error && error.code === 'ENOENT') {
          reject(
            new BackupError(
              `${tool} was not found on the PATH: install the PostgreSQL client tools of the server's version or newer (Debian: apt-get install postgresql-client-15)`,
            ),
          );
          return;
        }
        reject(new BackupError(`${tool} failed: ${errorLine(tool, stderr) || error.message}`));
      },
    );
  });
}

/** host:port/database, for messages: never the password. */
export function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}
