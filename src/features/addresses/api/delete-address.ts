import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { call } from '@/lib/api/call';
import { refreshAddresses } from './get-addresses';

/** Returns the backend's confirmation, already in the shopper's language. */
export async function deleteAddress(id: number): Promise<string | undefined> {
  return (await call('addressDelete', { params: { id } })).message;
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
