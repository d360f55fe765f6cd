import type { HttpMethod, RouteName } from '@/contracts/routes';
import { ApiAnswerError } from './api-answer-error';

/** One call as a server render hands it to the API in its own process. */
export interface InProcessRequest {
  name: RouteName;
  method: HttpMethod;
  /** Under /api, parameters filled in. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
}

export interface InProcessAnswer {
  status: number;
  /**
   * The envelope HTTP would have sent: a success's value as the route made it (never turned
   * into bytes and back; call.ts checks it with the route's schema, the one zod pass of the
   * answer), a failure's parsed from its bytes.
   */
  data: unknown;
  headers: Record<string, string>;
}

/** What the server registers at startup (src/server/http/in-process-api.ts). */
export interface InProcessApi {
  run(request: InProcessRequest): Promise<InProcessAnswer>;
}

/*
 * Next bundles pages and API routes apart, so a page cannot import the server's routes
 * without carrying the whole server in its bundle. The server registers the API once per
 * process on globalThis under this key (processSingleton's naming), and server renders find it
 * here. In the browser, in tests without a server and under NEXT_PUBLIC_API_HOST there is
 * none, and calls go over HTTP.
 */
const KEY = Symbol.for('dakahlia-poultry.in-process-api');

/** The shop's own API in this process, for server renders; undefined in the browser. */
export function inProcessApi(): { call(request: InProcessRequest): Promise<unknown> } | undefined {
  if (typeof window !== 'undefined') return undefined;
  const api = (globalThis as typeof globalThis & { [KEY]?: InProcessApi })[KEY];
  if (!api) return undefined;
  return {
    async call(request) {
      const answer = await api.run(request);
      if (answer.status >= 400) throw new ApiAnswerError(request, answer);
      return answer.data;
    },
  };
}
