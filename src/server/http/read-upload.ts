import type { IncomingMessage } from 'node:http';
import type { RouteDescriptor } from '@/contracts/routes';
import { AppError, isAppError } from '@/server/errors/app-error';
import { readRawBody } from './read-json-body';
import type { UploadedFile } from './route-types';

export type UploadSpec = NonNullable<RouteDescriptor['upload']>;

/**
 * Room for the multipart framing around the file: boundaries, part headers and a long file
 * name. A body larger than the file's limit plus this cannot hold an allowed file.
 */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const MULTIPART = /^multipart\/form-data\s*;.*\bboundary=/i;

function tooLarge(spec: UploadSpec): AppError {
  const max = Math.round(spec.maxBytes / (1024 * 1024));
  return new AppError('payload_too_large', {
    message: 'error.picture_too_large',
    params: { max },
    errors: { [spec.field]: { key: 'validation.picture_too_large', params: { max } } },
  });
}

/**
 * The one file of a multipart/form-data upload, in memory. Too large is refused by the
 * declared length before anything is read, and while reading past the limit (413); the
 * multipart framing is parsed by Node's own fetch implementation (undici's Response.formData),
 * not by hand. What the file is, is decided later by its content (item-picture.ts), never by
 * its name or declared type.
 */
export async function readUpload(req: IncomingMessage, spec: UploadSpec): Promise<UploadedFile> {
  const contentType = req.headers['content-type'] ?? '';
  const limit = spec.maxBytes + MULTIPART_OVERHEAD_BYTES;
  const declared = Number(req.headers['content-length']);
  if (!MULTIPART.test(contentType) || (Number.isFinite(declared) && declared > limit)) {
    // Drained, not destroyed, so that the client still reads the answer.
    req.resume();
    if (!MULTIPART.test(contentType))
      throw AppError.field(spec.field, 'validation.upload_multipart');
    throw tooLarge(spec);
  }
  let raw: Buffer;
  try {
    raw = await readRawBody(req, limit);
  } catch (error) {
    throw isAppError(error) && error.code === 'payload_too_large' ? tooLarge(spec) : error;
  }
  let form: FormData;
  try {
    // A copy in an ArrayBuffer of its own, as fetch's body types want it.
    const body = new Uint8Array(raw);
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw AppError.field(spec.field, 'validation.upload_multipart');
  }
  const file = form.get(spec.field);
  // A text field by that name is no file (FormData gives strings for those).
  if (file === null || typeof file === 'string' || file.size === 0) {
    throw AppError.field(spec.field, 'validation.picture_required');
  }
  if (file.size > spec.maxBytes) throw tooLarge(spec);
  return {
    filename: file.name,
    declaredType: file.type,
    data: Buffer.from(await file.arrayBuffer()),
  };
}
