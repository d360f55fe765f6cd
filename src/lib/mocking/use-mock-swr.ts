import { useShopSWR } from '@/lib/api/use-shop-swr';
import { useMockingState } from './mocking-provider';

/**
 * SWR over the mock layer: asks only once the mock worker can answer (the server and the
 * first client render show the same placeholders), and never revalidates, because sample
 * data does not change while the page is open. The demo shops and the dashboard read
 * through it.
 */
export function useMockSWR<T>(key: readonly unknown[], fetcher: () => Promise<T>) {
  const mocking = useMockingState();
  return useShopSWR<T, Error>(mocking === 'pending' ? null : key, fetcher, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
