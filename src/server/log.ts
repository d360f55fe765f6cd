import { serverEnv } from '@/server/config/server-env';
import { processSingleton } from '@/server/process-singleton';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

export type LogFields = Record<string, string | number | boolean | null | undefined>;

interface Pending {
  lines: string[];
  scheduled: boolean;
}

/** Past this many waiting lines they go out at once, whatever the event loop is doing. */
const MAX_PENDING_LINES = 512;

/**
 * Info and debug lines (a line per request) wait for the end of the event loop's turn and go
 * out in one write: stdout to a file or pipe is a blocking write per call, and at thousands of
 * requests a second one write per line was a third of the API's CPU (docs/performance.md,
 * issue 22). One queue per process keeps the lines of every bundle in order; warnings and
 * errors flush it and go out at once, and so does the process's exit.
 */
let shared: Pending | undefined;

function pending(): Pending {
  // The process-wide queue, looked up once per bundle: this runs for every request.
  shared ??= processSingleton<Pending>('log-pending', () => {
    const queue: Pending = { lines: [], scheduled: false };
    process.once('exit', () => flush(queue));
    return queue;
  });
  return shared;
}

function flush(queue: Pending): void {
  if (queue.lines.length === 0) return;
  const text = queue.lines.join('');
  queue.lines = [];
  process.stdout.write(text);
}

/**
 * `{"time":…,"level":…,"event":…,…fields}` and a newline: what JSON.stringify of the merged
 * object gives, without building that object for every request's line.
 */
function formatLine(level: Level, event: string, fields: LogFields): string {
  const head = `{"time":"${new Date().toISOString()}","level":"${level}","event":${JSON.stringify(event)}`;
  const rest = JSON.stringify(fields);
  return rest === '{}' ? `${head}}\n` : `${head},${rest.slice(1)}\n`;
}

/**
 * One JSON line per event on stdout (stderr for errors), for whatever collects the logs.
 * Callers pass fields, never whole requests or bodies, so passwords, tokens and PINs have no
 * way in.
 */
function write(level: Level, event: string, fields: LogFields = {}): void {
  if (ORDER[level] < ORDER[serverEnv().LOG_LEVEL]) return;
  const line = formatLine(level, event, fields);
  const queue = pending();
  if (level === 'warn' || level === 'error') {
    flush(queue);
    (level === 'error' ? process.stderr : process.stdout).write(line);
    return;
  }
  queue.lines.push(line);
  if (queue.lines.length >= MAX_PENDING_LINES) {
    flush(queue);
  } else if (!queue.scheduled) {
    queue.scheduled = true;
    // setImmediate: after this turn's I/O callbacks; jsdom (component tests) has only timers.
    const later =
      typeof setImmediate === 'function' ? setImmediate : (run: () => void) => setTimeout(run, 0);
    later(() => {
      queue.scheduled = false;
      flush(queue);
    });
  }
}

/** Writes the waiting lines now (a test reading stdout; a shutdown that exits at once). */
export function flushLog(): void {
  flush(pending());
}

export const log = {
  debug: (event: string, fields?: LogFields) => write('debug', event, fields),
  info: (event: string, fields?: LogFields) => write('info', event, fields),
  warn: (event: string, fields?: LogFields) => write('warn', event, fields),
  error: (event: string, fields?: LogFields) => write('error', event, fields),
};
