import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { refreshAddresses } from './get-addresses';

/** Returns the backend's confirmation, already in the shopper's language. */
export async function deleteAddress(id: number): Promise<string | undefined> {
  const [response, schemas] = await Promise.all([
    apiClient.post(`/user/address/delete/${id}`),
    callSchemas(),
  ]);
  return schemas.confirmationResponse.parse(response.data).message;
}

/** Deletes an address; the list drops it at once and is then fetched again (a new default). */
export function useDeleteAddress() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      const message = await deleteAddress(id);
      await refreshAddresses(mutate, (list) => (list ?? []).filter((entry) => entry.id !== id));
      return message;
    },
    [mutate],
  );
}
