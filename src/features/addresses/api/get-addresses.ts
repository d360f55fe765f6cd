import { type MutatorCallback, type ScopedMutator, type SWRResponse } from 'swr';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { Address } from '@/contracts/address';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';

/** Keyed on the account: the list waits for the session and is never shared between accounts. */
export const addressesKey = (account: string | undefined) =>
  accountCallKey('addressList', undefined, account);

export async function getAddresses(): Promise<Address[]> {
  return (await call('addressList', {})).results;
}

/** The shopper's saved addresses, the default first (the backend's order). */
export function useAddresses(): SWRResponse<Address[], unknown> {
  const account = useSessionKey();
  return useShopSWR(addressesKey(account), () => getAddresses());
}

const isListKey = isCallKey('addressList');

/**
 * After a change: `update` patches the cached list at once (no flash of the old list), then
 * the list is fetched again so the backend's own order and default flag win.
 */
export function refreshAddresses(mutate: ScopedMutator, update?: MutatorCallback<Address[]>) {
  return mutate(isListKey, update, { revalidate: true, populateCache: Boolean(update) });
}
