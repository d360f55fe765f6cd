import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { AppError } from '@/server/errors/app-error';
import { readJsonBody, RequestAbortedError, wasAborted } from './read-json-body';

/** A request as Node's server hands it over, its body still to come. */
function incoming(): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.headers = { 'content-type': 'application/json', 'content-length': '100' };
  return req;
}

describe('readJsonBody', () => {
  it('parses a body that arrives whole', async () => {
    const req = incoming();
    const body = readJsonBody(req);
    req.push('{"qty":');
    req.push('2}');
    req.complete = true;
    req.push(null);
    await expect(body).resolves.toEqual({ qty: 2 });
    expect(wasAborted(req)).toBe(false);
  });

  it('reports a connection that closed mid-body as aborted, not as a failure', async () => {
    const req = incoming();
    const body = readJsonBody(req);
    req.push('{"qty":');
    // What Node's server does when the socket closes before the message is complete.
    req.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    await expect(body).rejects.toBeInstanceOf(RequestAbortedError);
    expect(wasAborted(req)).toBe(true);
  });

  it('reports a request closed without an error, or before it was read, as aborted', async () => {
    const closed = incoming();
    const body = readJsonBody(closed);
    closed.destroy();
    await expect(body).rejects.toBeInstanceOf(RequestAbortedError);

    const early = incoming();
    early.destroy();
    await expect(readJsonBody(early)).rejects.toBeInstanceOf(RequestAbortedError);
  });

  it('still answers 413 for a body past the limit', async () => {
    const req = incoming();
    const body = readJsonBody(req, 8);
    req.push('{"name":"far too long"}');
    await expect(body).rejects.toBeInstanceOf(AppError);
  });
});
