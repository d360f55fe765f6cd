import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '@/server/errors/app-error';
import { hasCredentials } from '@/server/http/caller-credentials';
import { apiPath, requestId, requestLocale } from '@/server/http/request-info';
import { logRequest } from '@/server/http/request-log';
import { sendError } from '@/server/http/respond';
import { ITEM_PICTURE_URL_PREFIX, readItemPicture } from './media-store';

/** A picture's name is its content's hash: whatever is at a URL now is there for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /api/media/items/{hash}.webp: a picture staff uploaded, from the media folder. Not a
 * call of the contract (its answer is a picture, not the JSON envelope), so it is outside the
 * route table; a missing picture is the contract's JSON 404 all the same.
 */
export async function serveItemPicture(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const started = performance.now();
  const id = requestId(req);
  res.setHeader('X-Request-Id', id);
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new AppError('method_not_allowed', { allow: 'GET, HEAD' });
    }
    const path = `/api${apiPath(req)}`;
    const name = path.startsWith(ITEM_PICTURE_URL_PREFIX)
      ? path.slice(ITEM_PICTURE_URL_PREFIX.length)
      : '';
    const picture = await readItemPicture(name);
    if (!picture) throw AppError.notFound();
    const etag = `"${name.replace('.webp', '')}"`;
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Content-Length', picture.length);
    res.end(req.method === 'HEAD' ? undefined : picture);
  } catch (error) {
    sendError(res, requestLocale(req), error, { requestId: id, hadToken: hasCredentials(req) });
  } finally {
    logRequest(req, res, { requestId: id, started });
  }
}
