import { AppError } from '@/server/errors/app-error';

/**
 * 429 with Retry-After. The message names the wait in seconds when it is under a minute (a
 * back-off), else in whole minutes.
 */
export function tooMany(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  if (seconds < 60) {
    return new AppError('too_many_requests', {
      message: 'error.too_many_requests_seconds',
      retryAfter: seconds,
      params: { seconds },
    });
  }
  return new AppError('too_many_requests', {
    retryAfter: seconds,
    params: { minutes: Math.ceil(seconds / 60) },
  });
}
