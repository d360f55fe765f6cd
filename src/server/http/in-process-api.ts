import { randomUUID } from 'node:crypto';
import { ROUTES, type RouteDescriptor } from '@/contracts/routes';
import type { InProcessAnswer, InProcessApi, InProcessRequest } from '@/lib/api/in-process';
import { processSingleton } from '@/server/process-singleton';
import { ROUTE_IMPLEMENTATIONS } from './api-routes';
import {
  mayUsePublicCache,
  publicCacheGeneration,
  storePublicAnswer,
  takePublicAnswer,
} from '@/server/cache';
import { IN_PROCESS_ADDRESS, requestLocale, type RequestHead } from './request-info';
import { runRoute } from './run-route';

/** A kept answer or a failure: bytes, read back into the envelope. */
const envelopeOf = (body: Buffer): unknown => JSON.parse(body.toString('utf8'));

/**
 * Server renders call the API in this process, as tRPC's createCaller does: the same
 * runRoute as HTTP (validation, caller from the token the render carries, services, error
 * mapping, envelope), without a loopback request, a second trip through Next's pipeline, or
 * a line in the request log. Anonymous answers of `cache: 'public'` routes come from and go to
 * the same public cache as HTTP's (a product render's categories and similar items are the
 * same for every shopper for 30 s), and a kept answer runs the route's serve hook as HTTP's
 * does: a kept product still counts its view. A fresh success is handed over as the envelope
 * value runRoute made, not serialised and parsed back (its bytes are made only to keep it in
 * the public cache); call.ts checks it with the route's schema once, as it checks an answer
 * over HTTP.
 */
async function run(request: InProcessRequest): Promise<InProcessAnswer> {
  if ((ROUTES[request.name] as RouteDescriptor).perAddressLimit) {
    // A programming error, not an answer: the page must send this call from the browser.
    throw new Error(
      `${request.name} is limited per shopper's address; a server render may not call it`,
    );
  }
  const route = ROUTE_IMPLEMENTATIONS[request.name].impl;
  const search = new URLSearchParams(request.query).toString();
  const head: RequestHead = {
    method: request.method,
    url: `/api${request.path}${search ? `?${search}` : ''}`,
    headers: Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]),
    ),
  };
  const requestId = randomUUID();
  const cacheable = route.cache !== undefined && mayUsePublicCache(head, route.cache.auth);
  if (cacheable) {
    const kept = takePublicAnswer(head, requestId);
    if (kept) {
      return { status: 200, data: envelopeOf(kept.body), headers: {} };
    }
  }
  const generation = publicCacheGeneration();
  const answer = await runRoute(route, {
    head,
    requestId,
    locale: requestLocale(head),
    // No address of its own: the calls limited per address are refused above.
    clientIp: IN_PROCESS_ADDRESS,
    readBody: () => Promise.resolve(request.body),
    // A file comes from the seller's browser; a server render has none to send.
    readUpload: () => Promise.reject(new Error(`${request.name}: uploads come over HTTP only`)),
  });
  if (answer.ok && cacheable && route.cache) {
    storePublicAnswer(head, {
      body: answer.body,
      generation,
      vary: route.cache.vary,
      anyCaller: route.cache.auth === 'none',
      served: answer.served,
    });
  }
  if (answer.ok) return { status: 200, data: answer.envelope, headers: {} };
  return { status: answer.status, data: envelopeOf(answer.body), headers: answer.headers };
}

/** Makes the API callable by server renders in this process (src/instrumentation.ts). */
export function registerInProcessApi(): void {
  processSingleton<InProcessApi>('in-process-api', () => ({ run }));
}
