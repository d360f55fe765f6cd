import useSWR, { type SWRResponse } from 'swr';
import type { Address } from '@/contracts/address';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { authHeader } from '@/lib/api/auth-header';
import { useSessionToken } from '@/lib/auth/use-session-token';

export const addressPath = (id: number) => `/user/address/${id}`;

export const addressKey = (id: number, token: string | undefined) =>
  token ? ([addressPath(id), token] as const) : null;

export async function getAddress(id: number, token: string): Promise<Address> {
  const [response, schemas] = await Promise.all([
    apiClient.get(addressPath(id), { headers: authHeader(token) }),
    callSchemas(),
  ]);
  return schemas.addressResponse.parse(response.data).results;
}

/** One saved address; a 404 (unknown, or another shopper's) comes back as the error. */
export function useAddress(id: number): SWRResponse<Address, unknown> {
  const token = useSessionToken();
  return useSWR(addressKey(id, token), ([, key]) => getAddress(id, key), {
    // The edit form reads it once; refetching under a half-typed form would help nobody.
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
