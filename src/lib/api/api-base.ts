import { publicEnv } from '@/config/public-env';

/**
 * Where the backend lives. In the browser: `${NEXT_PUBLIC_API_HOST}/api`, the shop's own
 * origin unless another backend is named. On the server (getServerSideProps) a relative URL
 * cannot be fetched, so the same calls go to API_INTERNAL_URL when set, else to this very
 * server over loopback (`next start` and `next dev` publish their port in PORT).
 */
export function apiBaseUrl(): string {
  if (typeof window !== 'undefined' || publicEnv.NEXT_PUBLIC_API_HOST) {
    return `${publicEnv.NEXT_PUBLIC_API_HOST}/api`;
  }
  const internal = process.env.API_INTERNAL_URL?.replace(/\/+$/, '');
  if (internal) return `${internal}/api`;
  return `http://127.0.0.1:${process.env.PORT ?? '3000'}/api`;
}
