import { serverEnv } from '@/server/config/server-env';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

export type LogFields = Record<string, string | number | boolean | null | undefined>;

/**
 * One JSON line per event on stdout (stderr for errors), for whatever collects the logs.
 * Callers pass fields, never whole requests or bodies, so passwords, tokens and PINs have no
 * way in.
 */
function write(level: Level, event: string, fields: LogFields = {}): void {
  if (ORDER[level] < ORDER[serverEnv().LOG_LEVEL]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'error') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const log = {
  debug: (event: string, fields?: LogFields) => write('debug', event, fields),
  info: (event: string, fields?: LogFields) => write('info', event, fields),
  warn: (event: string, fields?: LogFields) => write('warn', event, fields),
  error: (event: string, fields?: LogFields) => write('error', event, fields),
};
