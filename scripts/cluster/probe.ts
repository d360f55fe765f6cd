// What the cluster checks read from the answers of shop-client.ts's `request`: through the
// balancer (which instance answered is in X-Upstream) or straight to one instance.
import type { Reply } from '../resilience/shop-client';

/** The `results` of an API answer, as the caller expects them (a test, not a client). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it reads
export function results<T>(probe: Reply): T {
  const parsed = JSON.parse(probe.text) as { results?: T };
  if (parsed.results === undefined) throw new Error(`No results: ${probe.status} ${probe.text}`);
  return parsed.results;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function countOf(values: readonly number[], wanted: number): number {
  return values.filter((value) => value === wanted).length;
}
