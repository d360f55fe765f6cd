import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import type { AppError } from '@/server/errors/app-error';
import { isAppError } from '@/server/errors/app-error';
import { readUpload, type UploadSpec } from './read-upload';

const SPEC: UploadSpec = { field: 'image', maxBytes: 1_000 };
const BOUNDARY = 'b0undary';

function part(field: string, data: Buffer, filename = 'a.png'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** A request as Node's server hands it over, its whole body pushed in. */
function incoming(body: Buffer, headers: Record<string, string> = {}): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.headers = {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    ...headers,
  };
  req.push(body);
  req.complete = true;
  req.push(null);
  return req;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('readUpload', () => {
  it('reads the file of the field, whatever it says it is', async () => {
    const data = Buffer.from([0, 1, 2, 3, 255]);
    const file = await readUpload(incoming(part('image', data, 'x.txt')), SPEC);
    expect(file).toEqual({ filename: 'x.txt', declaredType: 'image/png', data });
  });

  it('refuses what is not a multipart form, or does not parse as one, on the field', async () => {
    const json = await refusal(
      readUpload(incoming(Buffer.from('{}'), { 'content-type': 'application/json' }), SPEC),
    );
    expect(json.errors).toEqual({ image: { key: 'validation.upload_multipart' } });
    const noBoundary = await refusal(
      readUpload(
        incoming(part('image', Buffer.from('x')), { 'content-type': 'multipart/form-data' }),
        SPEC,
      ),
    );
    expect(noBoundary.errors?.image).toEqual({ key: 'validation.upload_multipart' });
    const broken = await refusal(readUpload(incoming(Buffer.from('--nope\r\n')), SPEC));
    expect(broken.errors?.image).toEqual({ key: 'validation.upload_multipart' });
  });

  it('wants a non-empty file in the field', async () => {
    for (const body of [part('picture', Buffer.from('x')), part('image', Buffer.alloc(0))]) {
      const error = await refusal(readUpload(incoming(body), SPEC));
      expect(error.errors?.image).toEqual({ key: 'validation.picture_required' });
    }
    const text = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
    );
    expect((await refusal(readUpload(incoming(text), SPEC))).errors?.image).toEqual({
      key: 'validation.picture_required',
    });
  });

  it('answers 413 past the limit: by the declared length, while reading, or the file alone', async () => {
    const huge = part('image', Buffer.alloc(40_000));
    const declared = await refusal(
      readUpload(incoming(huge, { 'content-length': String(huge.length) }), SPEC),
    );
    expect([declared.code, declared.messageKey]).toEqual([
      'payload_too_large',
      'error.picture_too_large',
    ]);
    const streamed = await refusal(readUpload(incoming(huge), SPEC));
    expect(streamed.code).toBe('payload_too_large');
    // Within the framing allowance, but the file itself is over the limit.
    const file = await refusal(readUpload(incoming(part('image', Buffer.alloc(1_001))), SPEC));
    expect(file.errors?.image).toEqual({ key: 'validation.picture_too_large', params: { max: 0 } });
  });
});
