import type { InputPart } from '@/contracts/route-schemas';
import type { RouteName, RouteOf } from '@/contracts/routes';
import { routeOf, routePath } from './route-of';
import type { Locale } from '@/lib/i18n/locales';
import { apiClient } from './api-client';
import { answerSchema, type CallAnswer } from './call';
import { requestHeaders } from './headers';

/** The routes that take a file (routes.ts `upload`). */
export type UploadRoute = {
  [K in RouteName]: RouteOf<K> extends { upload: object } ? K : never;
}[RouteName];

export interface UploadOptions {
  locale?: Locale;
  /** How much of the file has gone, 0 to 1, as it goes. */
  onProgress?: (sent: number) => void;
}

/**
 * Sends one file to an upload route as multipart/form-data, in the field the route names, and
 * checks the answer against the route's schema as call() does. Browser only: a server render
 * has no file to send. Failures throw what call()'s do (isApiError, errorEnvelopeOf).
 */
export async function upload<K extends UploadRoute>(
  name: K,
  params: InputPart<K, 'params'>,
  file: Blob,
  options: UploadOptions = {},
): Promise<CallAnswer<K>> {
  const route = routeOf(name);
  const form = new FormData();
  form.append(route.upload.field, file);
  const [response, schema] = await Promise.all([
    apiClient.post(routePath(name, params as Record<string, string | number>), form, {
      headers: options.locale ? requestHeaders({ locale: options.locale }) : {},
      // A phone on a slow line sends 5 MB in well over the default 15 s.
      timeout: 120_000,
      onUploadProgress: (event) => {
        const total = event.total ?? file.size;
        options.onProgress?.(total > 0 ? Math.min(1, event.loaded / total) : 0);
      },
    }),
    answerSchema(name),
  ]);
  return schema.parse(response.data) as CallAnswer<K>;
}
