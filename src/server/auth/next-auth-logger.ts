import type { LoggerInstance } from 'next-auth';
import { log, type LogFields } from '@/server/log';

/**
 * next-auth's errors that a client causes (a stale or forged session cookie, a crafted
 * callback URL): worth a warning, not an alarm.
 */
const CLIENT_CAUSED = new Set(['JWT_SESSION_ERROR', 'INVALID_CALLBACK_URL_ERROR']);

/** The error's name and message only: no stack, and none of next-auth's other metadata. */
function errorFields(metadata: unknown): LogFields {
  const nested = typeof metadata === 'object' && metadata !== null && 'error' in metadata;
  const error: unknown = nested ? metadata.error : metadata;
  if (error instanceof Error) return { error: error.name, message: error.message };
  return {};
}

/**
 * next-auth through the shop's JSON log (src/server/log.ts): one line per event instead of its
 * own multi-line console output with a stack trace. Debug events keep only their code: their
 * metadata can carry tokens.
 */
export const nextAuthLogger: Partial<LoggerInstance> = {
  error(code, metadata) {
    const write = CLIENT_CAUSED.has(code) ? log.warn : log.error;
    write('next_auth.error', { code, ...errorFields(metadata) });
  },
  warn(code) {
    log.warn('next_auth.warning', { code });
  },
  debug(code) {
    log.debug('next_auth.debug', { code });
  },
};
