import type { AxiosError } from 'axios';

/**
 * axios's own isAxiosError, without importing axios: `import { isAxiosError } from 'axios'`
 * pulls the whole library into a page's first load, and this check is all callers need.
 * axios marks every error it creates with `isAxiosError: true`.
 */
export function isApiError<T = unknown>(error: unknown): error is AxiosError<T> {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}
