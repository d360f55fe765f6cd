import { processSingleton } from '@/server/process-singleton';

/*
 * The outbox worker runs in the instrumentation hook's runtime; messages are written by the
 * API routes' runtime (a separate copy of every module in the built server). A wake-up is a
 * function kept per process, so a message written anywhere is looked at within moments
 * instead of at the next poll.
 */
const holder = () =>
  processSingleton('outbox-wake', () => ({ wake: undefined as (() => void) | undefined }));

export function onOutboxWake(wake: (() => void) | undefined): void {
  holder().wake = wake;
}

/** After a write: the worker looks soon (after the writer's transaction has committed). */
export function wakeOutboxWorker(): void {
  const { wake } = holder();
  if (wake) setTimeout(wake, 20).unref();
}
