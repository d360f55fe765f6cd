import { isApiError } from '@/lib/api/is-api-error';

/** The backend answers 404 alike for an unknown record and for another shopper's. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.response?.status === 404;
}
