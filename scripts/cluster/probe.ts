// Calls the cluster test makes: through the balancer (which instance answered is in
// X-Upstream) or straight to one instance.
export interface Probe {
  status: number;
  upstream: string;
  text: string;
}

export async function request(
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
): Promise<Probe> {
  const response = await fetch(url, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    upstream: response.headers.get('x-upstream') ?? '',
    text: await response.text(),
  };
}

/** The `results` of an API answer, as the caller expects them (a test, not a client). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it reads
export function results<T>(probe: Probe): T {
  const parsed = JSON.parse(probe.text) as { results?: T };
  if (parsed.results === undefined) throw new Error(`No results: ${probe.status} ${probe.text}`);
  return parsed.results;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function countOf(values: readonly number[], wanted: number): number {
  return values.filter((value) => value === wanted).length;
}
