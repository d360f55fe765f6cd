/**
 * A tiny store for state that lives outside React (browser storage, cookies), read through
 * useSyncExternalStore. React renders the server snapshot while hydrating and the stored
 * value right after, so restoring saved state never causes a hydration mismatch.
 */
export type ExternalStore<T> = {
  getSnapshot: () => T;
  subscribe: (listener: () => void) => () => void;
  /** Replaces the value, persists it (unless told not to) and notifies subscribers. */
  set: (next: T, options?: { persist?: boolean }) => void;
};

export function createExternalStore<T>(
  load: () => T,
  persist?: (value: T) => void,
): ExternalStore<T> {
  let current: { value: T } | undefined;
  const listeners = new Set<() => void>();

  return {
    getSnapshot() {
      current ??= { value: load() };
      return current.value;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next, options) {
      if (current && Object.is(current.value, next)) return;
      current = { value: next };
      if (options?.persist !== false) persist?.(next);
      listeners.forEach((listener) => {
        listener();
      });
    },
  };
}
