import { publicEnv } from '@/config/public-env';

/**
 * Where HTTP calls go: `${NEXT_PUBLIC_API_HOST}/api`, the shop's own origin unless another
 * backend is named. Server renders of the shop's own backend do not come here: they call the
 * API in process (call.ts, in-process.ts). A server-side call without it (a script or test
 * that did not start the shop's server) goes to this machine on PORT.
 */
export function apiBaseUrl(): string {
  if (typeof window !== 'undefined' || publicEnv.NEXT_PUBLIC_API_HOST) {
    return `${publicEnv.NEXT_PUBLIC_API_HOST}/api`;
  }
  return `http://127.0.0.1:${process.env.PORT ?? '3000'}/api`;
}
