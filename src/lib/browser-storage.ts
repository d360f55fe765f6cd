/**
 * localStorage that never throws: private modes, full quotas and disabled storage must not
 * break the shop, they only mean nothing is remembered.
 */
export function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable or full: the in-memory state still works for this visit.
  }
}
