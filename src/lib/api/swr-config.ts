import { isApiError } from '@/lib/api/is-api-error';
import type { SWRConfiguration } from 'swr';

/** Client errors (4xx) will not change by asking again; network and 5xx errors may. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  dedupingInterval: 10_000,
  errorRetryCount: 2,
  onErrorRetry: (error: unknown, _key, config, revalidate, { retryCount }) => {
    if (!isRetryable(error) || retryCount >= (config.errorRetryCount ?? 2)) return;
    setTimeout(() => void revalidate({ retryCount }), 1_000 * 2 ** retryCount);
  },
};
