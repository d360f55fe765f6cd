import { isAxiosError } from 'axios';

/** The backend answers 404 alike for an unknown record and for another shopper's. */
export function isNotFound(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 404;
}
