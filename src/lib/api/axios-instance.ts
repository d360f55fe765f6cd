import axios, { type AxiosInstance } from 'axios';
import { apiBaseUrl } from './api-base';
import { isApiError } from './is-api-error';
import { getBrowserLocale } from './locale';
import { isSignedIn } from './signed-in';
import { notifyUnauthorized } from './unauthorized';

/**
 * The axios instance behind apiClient. Loaded on the first call (api-client.ts), so that
 * pages served with their data do not download axios before they are interactive.
 */
export const axiosInstance: AxiosInstance = axios.create({
  timeout: 15_000,
  headers: { Accept: 'application/json' },
});

axiosInstance.interceptors.request.use((config) => {
  config.baseURL ??= apiBaseUrl();
  // Server-side callers set `lang` themselves (requestHeaders); the browser uses its locale.
  if (!config.headers.has('lang')) config.headers.set('lang', getBrowserLocale());
  // No Authorization from the browser: its calls are authenticated by the session cookie,
  // which page scripts cannot read (docs/security.md, "Sessions and tokens").
  return config;
});

axiosInstance.interceptors.response.use(undefined, (error: unknown) => {
  // A 401 while signed in (or to a server-side call that carried a token) means the session
  // is over (signed out elsewhere, revoked): the auth layer signs the browser out and sends
  // the shopper to sign in again.
  if (
    isApiError(error) &&
    error.response?.status === 401 &&
    (isSignedIn() || error.config?.headers.has('Authorization'))
  ) {
    notifyUnauthorized();
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});
