import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import type { Address, addressFieldsSchema } from '@/contracts/address';
import { call } from '@/lib/api/call';
import { refreshAddresses } from './get-addresses';

export type AddressValues = z.output<typeof addressFieldsSchema>;

export async function createAddress(values: AddressValues): Promise<Address> {
  return (await call('addressNew', { body: values })).results;
}

/** Saves a new address and puts it in the cached list straight away. */
export function useCreateAddress() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (values: AddressValues) => {
      const address = await createAddress(values);
      await refreshAddresses(mutate, (list) => [...(list ?? []), address]);
      return address;
    },
    [mutate],
  );
}
