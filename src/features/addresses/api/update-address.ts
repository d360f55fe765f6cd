import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Address } from '@/contracts/address';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import type { AddressValues } from './create-address';
import { addressPath } from './get-address';
import { refreshAddresses } from './get-addresses';

export async function updateAddress(id: number, values: AddressValues): Promise<Address> {
  const [response, schemas] = await Promise.all([
    apiClient.post('/user/address/update', { ...values, id }),
    callSchemas(),
  ]);
  return schemas.addressResponse.parse(response.data).results;
}

/** Replaces an address's fields; the list and that address's cache follow. */
export function useUpdateAddress() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, values: AddressValues) => {
      const address = await updateAddress(id, values);
      await Promise.all([
        mutate((key) => Array.isArray(key) && key[0] === addressPath(id), address, {
          revalidate: false,
        }),
        refreshAddresses(mutate, (list) =>
          (list ?? []).map((entry) => (entry.id === id ? address : entry)),
        ),
      ]);
      return address;
    },
    [mutate],
  );
}
