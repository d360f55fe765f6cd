import { processSingleton } from '@/server/process-singleton';

/**
 * Work that must finish before the process exits, run by the production server on SIGTERM
 * once its in-flight requests are answered (src/server/start-server.mjs reads the same key).
 * Lower `order` runs first: writes that are still buffered before the database closes.
 */
export interface ShutdownHook {
  name: string;
  order: number;
  run: () => Promise<void>;
}

export const SHUTDOWN_ORDER = { flushWrites: 10, closeDatabase: 100 } as const;

function hooks(): { list: ShutdownHook[] } {
  return processSingleton('shutdown-hooks', () => ({ list: [] as ShutdownHook[] }));
}

/** Registers (or replaces, by name: modules can load more than once) a hook. */
export function onShutdown(hook: ShutdownHook): void {
  const state = hooks();
  state.list = [...state.list.filter((existing) => existing.name !== hook.name), hook];
}

/** The hooks in the order they run (tests; the server reads the list itself). */
export function shutdownHooks(): ShutdownHook[] {
  return [...hooks().list].sort((a, b) => a.order - b.order);
}
