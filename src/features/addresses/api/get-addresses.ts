import useSWR, { type MutatorCallback, type ScopedMutator, type SWRResponse } from 'swr';
import type { Address } from '@/contracts/address';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { useSessionKey } from '@/lib/auth/use-session-key';

export const ADDRESS_LIST_PATH = '/user/address/list';

/** Keyed on the account: the list waits for the session and is never shared between accounts. */
export const addressesKey = (account: string | undefined) =>
  account ? ([ADDRESS_LIST_PATH, account] as const) : null;

export async function getAddresses(): Promise<Address[]> {
  const [response, schemas] = await Promise.all([apiClient.get(ADDRESS_LIST_PATH), callSchemas()]);
  return schemas.addressListResponse.parse(response.data).results;
}

/** The shopper's saved addresses, the default first (the backend's order). */
export function useAddresses(): SWRResponse<Address[], unknown> {
  const account = useSessionKey();
  return useSWR(addressesKey(account), () => getAddresses());
}

const isListKey = (key: unknown) => Array.isArray(key) && key[0] === ADDRESS_LIST_PATH;

/**
 * After a change: `update` patches the cached list at once (no flash of the old list), then
 * the list is fetched again so the backend's own order and default flag win.
 */
export function refreshAddresses(mutate: ScopedMutator, update?: MutatorCallback<Address[]>) {
  return mutate(isListKey, update, { revalidate: true, populateCache: Boolean(update) });
}
