import { isAxiosError } from 'axios';

/** The backend answers 404 for an unknown order and for another shopper's alike. */
export function isNotFound(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 404;
}
