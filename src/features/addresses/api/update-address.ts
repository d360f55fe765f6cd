import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Address } from '@/contracts/address';
import { call } from '@/lib/api/call';
import { isCallKey } from '@/lib/api/call-keys';
import type { AddressValues } from './create-address';
import { refreshAddresses } from './get-addresses';

export async function updateAddress(id: number, values: AddressValues): Promise<Address> {
  return (await call('addressUpdate', { body: { ...values, id } })).results;
}

/** Replaces an address's fields; the list and that address's cache follow. */
export function useUpdateAddress() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, values: AddressValues) => {
      const address = await updateAddress(id, values);
      await Promise.all([
        mutate(isCallKey('addressDetails', { id }), address, { revalidate: false }),
        refreshAddresses(mutate, (list) =>
          (list ?? []).map((entry) => (entry.id === id ? address : entry)),
        ),
      ]);
      return address;
    },
    [mutate],
  );
}
