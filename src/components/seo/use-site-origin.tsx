import { createContext, useContext } from 'react';
import { publicEnv } from '@/config/public-env';

/**
 * The origin the browser asked the server for, given to the server render by _document in
 * development only (production links name NEXT_PUBLIC_SITE_URL, fixed at build time).
 */
const RequestOriginContext = createContext<string | undefined>(undefined);

export const RequestOriginProvider = RequestOriginContext.Provider;

type Sources = {
  production: boolean;
  /** window.location.origin, in the browser. */
  browser: string | undefined;
  /** The request's origin, in a development server render. */
  request: string | undefined;
  configured: string;
};

/**
 * Where the page's absolute links (canonical, hreflang, Open Graph, JSON-LD) point. In
 * production the configured public URL: the start check makes it agree with NEXTAUTH_URL.
 * In development the address the shop was opened on, so `next dev -p 3005` or a phone on the
 * LAN gets links that work, with nothing configured.
 */
export function resolveSiteOrigin({ production, browser, request, configured }: Sources): string {
  if (production) return configured;
  return browser ?? request ?? configured;
}

export function useSiteOrigin(): string {
  const request = useContext(RequestOriginContext);
  return resolveSiteOrigin({
    production: process.env.NODE_ENV === 'production',
    browser: typeof window === 'undefined' ? undefined : window.location.origin,
    request,
    configured: publicEnv.NEXT_PUBLIC_SITE_URL,
  });
}
