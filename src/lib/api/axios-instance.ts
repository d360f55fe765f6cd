import axios, { type AxiosInstance } from 'axios';
import { apiBaseUrl } from './api-base';
import { currentAuthToken } from './auth-token';
import { isApiError } from './is-api-error';
import { getBrowserLocale } from './locale';
import { notifyUnauthorized } from './unauthorized';

/**
 * The axios instance behind apiClient. Loaded on the first call (api-client.ts), so that
 * pages served with their data do not download axios before they are interactive.
 */
export const axiosInstance: AxiosInstance = axios.create({
  timeout: 15_000,
  headers: { Accept: 'application/json' },
});

axiosInstance.interceptors.request.use(async (config) => {
  config.baseURL ??= apiBaseUrl();
  // Server-side callers set `lang` themselves (requestHeaders); the browser uses its locale.
  if (!config.headers.has('lang')) config.headers.set('lang', getBrowserLocale());
  if (!config.headers.has('Authorization')) {
    const token = await currentAuthToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

axiosInstance.interceptors.response.use(undefined, (error: unknown) => {
  // A 401 to a call that carried a token means the session is over (signed out elsewhere,
  // revoked): the auth layer signs the browser out and sends the shopper to sign in again.
  if (
    isApiError(error) &&
    error.response?.status === 401 &&
    error.config?.headers.has('Authorization')
  ) {
    notifyUnauthorized();
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});
