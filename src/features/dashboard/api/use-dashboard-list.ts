import type { DashboardEndpoint, DashboardRowOf } from '@/contracts/dashboard/dashboard-endpoints';
import { getMockList } from '@/lib/mocking/get-mock-list';
import { useMockSWR } from '@/lib/mocking/use-mock-swr';

export function getDashboardList<E extends DashboardEndpoint>(
  endpoint: E,
): Promise<DashboardRowOf<E>[]> {
  return getMockList(endpoint, () =>
    import('@/contracts/dashboard/dashboard-endpoints').then((contracts) =>
      contracts.dashboardListSchema(endpoint),
    ),
  );
}

/**
 * One dashboard list from its mock path, once the mock worker can answer. The 15 paths are
 * alike (GET, a bare list), so one typed hook over the endpoint table serves them all.
 */
export function useDashboardList<E extends DashboardEndpoint>(endpoint: E) {
  return useMockSWR(['dashboard-list', endpoint], () => getDashboardList(endpoint));
}
