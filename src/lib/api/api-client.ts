import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { lazyOnce } from '@/lib/lazy-once';

/** axios (about 20 kB gzip) arrives with the first call, not with every page's first load. */
const loadInstance = lazyOnce(() =>
  import('./axios-instance').then((module) => module.axiosInstance),
);

/**
 * The one HTTP client of the storefront. Feature `api/` files call the backend by route name
 * with call() (call.ts), which goes through it; only the mock paths (getMockList) use it
 * directly. Same signatures as axios's get and post; errors are axios errors (see isApiError).
 */
export const apiClient = {
  async get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return (await loadInstance()).get<T>(url, config);
  },
  async post<T = unknown>(
    url: string,
    data?: unknown,
    config?: AxiosRequestConfig,
  ): Promise<AxiosResponse<T>> {
    return (await loadInstance()).post<T>(url, data, config);
  },
};
