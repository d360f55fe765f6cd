import type { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';

/**
 * A list from a mock path, asked of the page's own origin (where the mock worker answers,
 * whatever NEXT_PUBLIC_API_HOST names) and checked against its contract.
 */
export async function getMockList<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const { data } = await apiClient.get(path, { baseURL: '' });
  return schema.parse(data);
}
