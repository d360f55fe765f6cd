import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import { addressSchema, type Address, type addressFieldsSchema } from '@/contracts/address';
import { envelopeSchema } from '@/contracts/envelope';
import { apiClient } from '@/lib/api/api-client';
import { refreshAddresses } from './get-addresses';

export type AddressValues = z.output<typeof addressFieldsSchema>;

const responseSchema = envelopeSchema(addressSchema);

export async function createAddress(values: AddressValues): Promise<Address> {
  const response = await apiClient.post('/user/address/new', values);
  return responseSchema.parse(response.data).results;
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
