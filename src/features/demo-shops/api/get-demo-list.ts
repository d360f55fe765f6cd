import type { DemoListOf, DemoShopEndpoint } from '@/contracts/demo/demo-endpoints';
import { getMockList } from '@/lib/mocking/get-mock-list';
import { useMockSWR } from '@/lib/mocking/use-mock-swr';

/**
 * One demo list, from the page's own origin (where the mock worker answers), checked
 * against its contract. The demo paths are all alike (GET, a bare list), so one typed
 * fetcher over the endpoint table serves all 63 instead of one file per path.
 */
export async function getDemoList<E extends DemoShopEndpoint>(endpoint: E): Promise<DemoListOf<E>> {
  return getMockList(endpoint, () =>
    import('@/contracts/demo/demo-endpoints').then((contracts) =>
      contracts.demoListSchema(endpoint),
    ),
  );
}

export const demoListKey = (endpoint: DemoShopEndpoint) => ['demo-list', endpoint] as const;

/** The list `endpoint` answers, asked for once the mock worker is ready. */
export function useDemoList<E extends DemoShopEndpoint>(endpoint: E) {
  return useMockSWR(demoListKey(endpoint), () => getDemoList(endpoint));
}
