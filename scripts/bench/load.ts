import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Each request's path, when it should vary (ids, search terms). */
  paths?: readonly string[];
  bodies?: readonly string[];
  /** Headers per request in turn on top of `headers` (say, each of several shoppers' tokens). */
  headerSets?: readonly Record<string, string>[];
  /**
   * Clients for this call when it differs from the run's: a page render takes tens of times an
   * API read, and 32 renders in flight on a capped instance only queue (bench:cluster).
   */
  connections?: number;
}

export interface LoadResult {
  name: string;
  /** The median of autocannon's one-second samples. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon on one target: `connections` clients for `seconds`, as fast as it answers. */
export async function load(
  target: LoadTarget,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  let next = 0;
  let nextHeaders = 0;
  const vary = target.paths ?? target.bodies;
  const sets = target.headerSets;
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: options.connections,
    duration: options.seconds,
    requests: vary
      ? [
          {
            setupRequest: (request) => {
              next = (next + 1) % vary.length;
              nextHeaders = sets ? (nextHeaders + 1) % sets.length : 0;
              const headers = sets ? { ...request.headers, ...sets[nextHeaders] } : request.headers;
              if (target.paths) return { ...request, headers, path: target.paths[next] };
              return { ...request, headers, body: target.bodies?.[next] };
            },
          },
        ]
      : undefined,
  });
  return {
    name: target.name,
    requestsPerSecond: result.requests.p50,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Latency of one request at a time (no queueing behind other clients): the time a shopper
 * waits for the server itself. Returns percentiles in milliseconds.
 */
export async function sequentialLatency(
  target: LoadTarget,
  count: number,
): Promise<{ p50: number; p95: number; p99: number }> {
  const samples: number[] = [];
  const origin = new URL(target.url).origin;
  for (let index = 0; index < count; index += 1) {
    const path = target.paths?.[index % target.paths.length];
    const body = target.bodies?.[index % target.bodies.length] ?? target.body;
    const started = performance.now();
    const response = await fetch(path ? `${origin}${path}` : target.url, {
      method: target.method ?? 'GET',
      headers: target.headers,
      body,
    });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
