import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from '@/lib/browser-storage';

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: unknown }>();

function rawOf(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored value, parsed again only when its text changed (a stable snapshot for React). */
function snapshot(key: string): unknown {
  const raw = rawOf(key);
  const known = cache.get(key);
  if (known && known.raw === raw) return known.value;
  const value = readJson(key);
  cache.set(key, { raw, value });
  return value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the dashboard wrote it: this one follows (one seller, several tabs).
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function writeStored(key: string, value: unknown): void {
  writeJson(key, value);
  for (const listener of listeners) listener();
}

/** A localStorage value as React state, shared by every component and tab; undefined on the server. */
export function useStoredValue(key: string): unknown {
  return useSyncExternalStore(
    subscribe,
    () => snapshot(key),
    () => undefined,
  );
}
