import axios, { type AxiosInstance } from 'axios';
import { publicEnv } from '@/config/public-env';
import { currentAuthToken } from './auth-token';
import { getBrowserLocale } from './locale';

/** `${NEXT_PUBLIC_API_HOST}/api`: the shop's own origin unless another backend is named. */
export const API_BASE_URL = `${publicEnv.NEXT_PUBLIC_API_HOST}/api`;

/** The one HTTP client of the storefront: feature `api/` files call the backend through it. */
export const apiClient: AxiosInstance = axios.create({
  baseURL: API_BASE_URL,
  timeout: 15_000,
  headers: { Accept: 'application/json' },
});

apiClient.interceptors.request.use(async (config) => {
  // Server-side callers set `lang` themselves (requestHeaders); the browser uses its locale.
  if (!config.headers.has('lang')) config.headers.set('lang', getBrowserLocale());
  if (!config.headers.has('Authorization')) {
    const token = await currentAuthToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});
