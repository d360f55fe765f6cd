import { isFailedAnswer } from '@/contracts/error-envelope';
import type { ApiRoute } from '@/server/http/define-route';
import { flushViews } from '@/server/modules/catalog/view-counter';
import type { ApiResponse } from './api-client';
import type { FuzzRequest } from './arbitraries/request';
import type { ApiSuite } from './describe-api';
import type { PropertyFixtures } from './property-fixtures';
import { databaseFingerprint, type IgnoredColumns } from './snapshot';

/**
 * The only writes a refused request may make, by design. A wrong reset PIN uses up one of
 * its five tries (`attempts`, and `voided_at` at the fifth): the route's contract says so,
 * and it is what stops guessing. Everything else a 4xx touches is a bug.
 */
const ALLOWED_4XX_WRITES: Readonly<Record<string, IgnoredColumns>> = {
  'POST /user/check-pin': { password_resets: ['attempts', 'voided_at'] },
  'POST /user/reset-password': { password_resets: ['attempts', 'voided_at'] },
};

/** Far more than any answer takes: a request still unanswered then hangs the server. */
const ANSWER_TIMEOUT_MS = 15_000;

/** The request's headers, with a live token for a named caller (issued now if need be). */
async function headersOf(suite: ApiSuite, fixtures: PropertyFixtures, request: FuzzRequest) {
  const headers: Record<string, string> = { ...request.headers };
  const { caller } = request;
  if (caller.as === 'customer' || caller.as === 'admin' || caller.as === 'driver') {
    headers.authorization = `Bearer ${await fixtures.tokenOf(caller.as)}`;
  } else if (caller.as === 'header') {
    headers.authorization = caller.authorization;
  }
  if (request.origin === 'same-origin') headers.origin = new URL(suite.server.baseUrl).origin;
  if (request.origin === 'sec-fetch-same-origin') headers['sec-fetch-site'] = 'same-origin';
  return headers;
}

function describeAnswer(response: ApiResponse): string {
  return `${response.status} ${JSON.stringify(response.body).slice(0, 500)}`;
}

/**
 * Sends one generated request and checks the properties every answer must have: never a
 * 5xx; a 4xx in the error envelope, with the database exactly as it was before.
 */
export async function checkRequest(
  suite: ApiSuite,
  fixtures: PropertyFixtures,
  route: ApiRoute,
  request: FuzzRequest,
): Promise<number> {
  const { db } = suite.server;
  const ignore = ALLOWED_4XX_WRITES[`${route.meta.method} ${route.meta.path}`] ?? {};
  const headers = await headersOf(suite, fixtures, request);
  // Views counted by earlier requests are written on a timer; write them now, so that the
  // timer cannot fire between the two fingerprints.
  await flushViews();
  const before = await databaseFingerprint(db, ignore);
  // ApiClient throws when an answer is not JSON, and the signal when none comes in time:
  // both fail the property too.
  const response = await suite.api.request(request.method, request.url, request.body, {
    headers,
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  if (response.status >= 500) throw new Error(`answered ${describeAnswer(response)}`);
  if (response.status < 400) {
    if (!response.body.success) throw new Error(`not a success: ${describeAnswer(response)}`);
    return response.status;
  }
  if (!isFailedAnswer(response.body) || response.body.message.trim() === '') {
    throw new Error(`not the error envelope: ${describeAnswer(response)}`);
  }
  // A view this request counted would be a write too: flush it before comparing.
  await flushViews();
  const after = await databaseFingerprint(db, ignore);
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
  if (changed.length > 0) {
    throw new Error(`${describeAnswer(response)} but changed ${changed.join(', ')}`);
  }
  return response.status;
}
