import useSWR, { type BareFetcher, type Key, type SWRConfiguration, type SWRResponse } from 'swr';
import { swrConfig } from './swr-config';

/**
 * useSWR with the shop's defaults (swr-config.ts: no refetch on focus, retries only where
 * asking again can help). The defaults travel with each hook rather than in an SWRConfig
 * around the whole app, so SWR (about 5 kB gzip) loads with the pages that fetch from the
 * browser and not with every page's first load (issue 26). Options given here win.
 */
export function useShopSWR<Data = unknown, Failure = unknown>(
  key: Key,
  fetcher: BareFetcher<Data> | null,
  config?: SWRConfiguration<Data, Failure>,
): SWRResponse<Data, Failure> {
  return useSWR<Data, Failure>(key, fetcher, { ...swrConfig, ...config });
}
