import useSWR, { type SWRResponse } from 'swr';
import type { Address } from '@/contracts/address';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { useSessionKey } from '@/lib/auth/use-session-key';

export const addressPath = (id: number) => `/user/address/${id}`;

export const addressKey = (id: number, account: string | undefined) =>
  account ? ([addressPath(id), account] as const) : null;

export async function getAddress(id: number): Promise<Address> {
  const [response, schemas] = await Promise.all([apiClient.get(addressPath(id)), callSchemas()]);
  return schemas.addressResponse.parse(response.data).results;
}

/** One saved address; a 404 (unknown, or another shopper's) comes back as the error. */
export function useAddress(id: number): SWRResponse<Address, unknown> {
  const account = useSessionKey();
  return useSWR(addressKey(id, account), () => getAddress(id), {
    // The edit form reads it once; refetching under a half-typed form would help nobody.
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
