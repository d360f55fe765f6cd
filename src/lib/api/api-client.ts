import axios, { type AxiosInstance } from 'axios';
import { apiBaseUrl } from './api-base';
import { currentAuthToken } from './auth-token';
import { getBrowserLocale } from './locale';
import { notifyUnauthorized } from './unauthorized';

/** The one HTTP client of the storefront: feature `api/` files call the backend through it. */
export const apiClient: AxiosInstance = axios.create({
  timeout: 15_000,
  headers: { Accept: 'application/json' },
});

apiClient.interceptors.request.use(async (config) => {
  config.baseURL ??= apiBaseUrl();
  // Server-side callers set `lang` themselves (requestHeaders); the browser uses its locale.
  if (!config.headers.has('lang')) config.headers.set('lang', getBrowserLocale());
  if (!config.headers.has('Authorization')) {
    const token = await currentAuthToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // A 401 to a call that carried a token means the session is over (signed out elsewhere,
  // revoked): the auth layer signs the browser out and sends the shopper to sign in again.
  if (
    axios.isAxiosError(error) &&
    error.response?.status === 401 &&
    error.config?.headers.has('Authorization')
  ) {
    notifyUnauthorized();
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});
