import type { IncomingMessage } from 'node:http';
import { AppError } from '@/server/errors/app-error';
import { errorKind } from '@/server/errors/error-kind';

/**
 * The client went away before its whole body arrived (a phone losing signal, a closed tab):
 * there is no one to answer and nothing failed here, so it is logged as an aborted request
 * (request-log.ts), not as a 500.
 */
export class RequestAbortedError extends Error {
  override name = 'RequestAbortedError';
  constructor() {
    super('The client closed the connection before its request arrived');
    REQUEST_ABORTED.mark(this);
  }
}

const REQUEST_ABORTED = errorKind<RequestAbortedError>('RequestAbortedError');

/** Whether `value` is a RequestAbortedError (error-kind.ts says why not `instanceof`). */
export const isRequestAborted = (value: unknown): value is RequestAbortedError =>
  REQUEST_ABORTED.is(value);

/** Whether the connection closed before the whole request arrived. */
export function wasAborted(req: IncomingMessage): boolean {
  return req.destroyed && !req.complete;
}

/** The contract's body limit: 64 KiB, 413 beyond. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The raw body, or a 413 as soon as it passes the limit. Data past the limit is read and
 * dropped rather than the socket destroyed, so the client still receives the 413.
 */
export function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Closed before we listened: no event is coming.
    if (wasAborted(req)) {
      reject(new RequestAbortedError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer | string) => {
      if (tooLarge) return;
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        reject(new AppError('payload_too_large'));
        return;
      }
      chunks.push(buffer);
    });
    req.on('end', () => {
      if (!tooLarge) resolve(Buffer.concat(chunks));
    });
    // Node destroys a request whose connection closes mid-body ("aborted", ECONNRESET).
    req.on('error', (error) => reject(wasAborted(req) ? new RequestAbortedError() : error));
    req.on('close', () => reject(new RequestAbortedError()));
  });
}

/**
 * Reads and parses a JSON body. Next's body parser is off for the API (its errors are plain
 * text, not the contract's envelope), so this is the only parser. An empty body is `{}`:
 * POSTs like logout carry none.
 */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new AppError('payload_too_large');
  }
  const text = (await readRawBody(req, limit)).toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('invalid_input', { message: 'error.invalid_json' });
  }
}
