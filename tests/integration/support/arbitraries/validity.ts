import { limitSchema, pageSchema } from '@/contracts/list';
import { MAX_BODY_BYTES } from '@/server/http/read-json-body';
import { MULTIPART_OVERHEAD_BYTES } from '@/server/http/read-upload';
import { matchPath } from '@/server/http/path-pattern';
import type { RouteMeta } from '@/server/http/route-types';
import type { FuzzRequest } from './request';

function parsesBody(meta: RouteMeta, body: string | undefined): boolean {
  if (!meta.body) return true;
  const text = (body ?? '').trim();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return false;
  let value: unknown = {};
  try {
    if (text !== '') value = JSON.parse(text) as unknown;
  } catch {
    return false;
  }
  return meta.body.safeParse(value).success;
}

/** Whether an upload's body carries a file in the route's field, within its limit. */
function parsesUpload(meta: RouteMeta, request: FuzzRequest): boolean {
  const { upload } = meta;
  if (!upload || !(request.body instanceof Uint8Array)) return false;
  const contentType = request.headers['content-type'] ?? '';
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
  if (!contentType.startsWith('multipart/form-data') || !boundary) return false;
  const text = Buffer.from(request.body).toString('latin1');
  return (
    request.body.length <= upload.maxBytes + MULTIPART_OVERHEAD_BYTES &&
    text.startsWith(`--${boundary}\r\n`) &&
    text.includes(`name="${upload.field}"; filename=`)
  );
}

function mayCall(meta: RouteMeta, caller: FuzzRequest['caller']): boolean {
  if (meta.auth !== 'required') return true;
  if (caller.as === 'admin' || caller.as === 'driver') {
    return !meta.roles || meta.roles.includes(caller.as);
  }
  return caller.as === 'customer' && !meta.roles;
}

/**
 * Whether the route's handler would run for `request`: the checks define-route.ts makes
 * before it, on the request as generated (the test measures how often the generators get
 * that far, without a server).
 */
export function reachesHandler(meta: RouteMeta, request: FuzzRequest): boolean {
  if (request.method !== meta.method || !mayCall(meta, request.caller)) return false;
  const url = new URL(request.url, 'http://localhost');
  const raw = matchPath(meta.path, url.pathname.replace(/\/+$/, '') || '/');
  if (!raw || (meta.params && !meta.params.safeParse(raw).success)) return false;
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] ??= value;
  if (meta.query && !meta.query.safeParse(query).success) return false;
  if (meta.list) {
    const limit = url.searchParams.get('limit') ?? request.headers.limit;
    const page = url.searchParams.get('page');
    if (limit !== undefined && !limitSchema.safeParse(limit).success) return false;
    if (page !== null && !pageSchema.safeParse(page).success) return false;
  }
  if (meta.upload) return parsesUpload(meta, request);
  return typeof request.body !== 'object' && parsesBody(meta, request.body);
}
