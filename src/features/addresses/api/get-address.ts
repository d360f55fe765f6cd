import { type SWRResponse } from 'swr';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { Address } from '@/contracts/address';
import { call } from '@/lib/api/call';
import { accountCallKey } from '@/lib/api/call-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';

export const addressKey = (id: number, account: string | undefined) =>
  accountCallKey('addressDetails', { id }, account);

export async function getAddress(id: number): Promise<Address> {
  return (await call('addressDetails', { params: { id } })).results;
}

/** One saved address; a 404 (unknown, or another shopper's) comes back as the error. */
export function useAddress(id: number): SWRResponse<Address, unknown> {
  const account = useSessionKey();
  return useShopSWR(addressKey(id, account), () => getAddress(id), {
    // The edit form reads it once; refetching under a half-typed form would help nobody.
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
