import useSWR, { type MutatorCallback, type ScopedMutator, type SWRResponse } from 'swr';
import type { Address } from '@/contracts/address';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { authHeader } from '@/lib/api/auth-header';
import { useSessionToken } from '@/lib/auth/use-session-token';

export const ADDRESS_LIST_PATH = '/user/address/list';

/** Keyed on the token: the list waits for the session and is never shared between accounts. */
export const addressesKey = (token: string | undefined) =>
  token ? ([ADDRESS_LIST_PATH, token] as const) : null;

export async function getAddresses(token: string): Promise<Address[]> {
  const [response, schemas] = await Promise.all([
    apiClient.get(ADDRESS_LIST_PATH, { headers: authHeader(token) }),
    callSchemas(),
  ]);
  return schemas.addressListResponse.parse(response.data).results;
}

/** The shopper's saved addresses, the default first (the backend's order). */
export function useAddresses(): SWRResponse<Address[], unknown> {
  const token = useSessionToken();
  return useSWR(addressesKey(token), ([, key]) => getAddresses(key));
}

const isListKey = (key: unknown) => Array.isArray(key) && key[0] === ADDRESS_LIST_PATH;

/**
 * After a change: `update` patches the cached list at once (no flash of the old list), then
 * the list is fetched again so the backend's own order and default flag win.
 */
export function refreshAddresses(mutate: ScopedMutator, update?: MutatorCallback<Address[]>) {
  return mutate(isListKey, update, { revalidate: true, populateCache: Boolean(update) });
}
