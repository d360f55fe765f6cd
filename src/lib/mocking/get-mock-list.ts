import type { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';

/**
 * A list from a mock path, asked of the page's own origin (where the mock worker answers,
 * whatever NEXT_PUBLIC_API_HOST names) and checked against its contract. The contract comes
 * through `loadSchema`, a dynamic import fetched in parallel with the answer, so zod is not in
 * the demo pages' and the dashboard's first load (docs/adr/0006-performance.md). `headers` go
 * with the request (the demo shops name the page's language in `lang`).
 */
export async function getMockList<T>(
  path: string,
  loadSchema: () => Promise<z.ZodType<T>>,
  headers?: Record<string, string>,
): Promise<T> {
  const [{ data }, schema] = await Promise.all([
    apiClient.get(path, { baseURL: '', ...(headers ? { headers } : {}) }),
    loadSchema(),
  ]);
  return schema.parse(data);
}
