import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake gateway received, as the shop sent it. */
export interface SmsRequest {
  authorization: string | undefined;
  contentType: string | undefined;
  body: {
    sender: string;
    to: string;
    text: string;
    reference: string;
    unicode: boolean;
    parts: number;
  };
  /** What the fake answered. */
  status: number;
}

interface Failure {
  status: number;
  retryAfter?: number;
  body?: string;
}

/**
 * An HTTP SMS gateway on a free port that keeps every request and answers `{id}`, or fails on
 * purpose: the next requests answer what failNext says (503 with Retry-After, 400...), or
 * take longer than the shop waits (delayNext).
 */
export async function startFakeSms() {
  const requests: SmsRequest[] = [];
  const failures: Failure[] = [];
  let delayMs = 0;
  let sequence = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const failure = failures.shift();
      const status = failure?.status ?? 200;
      requests.push({
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as SmsRequest['body'],
        status,
      });
      const answer = () => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (failure?.retryAfter !== undefined) headers['retry-after'] = String(failure.retryAfter);
        res.writeHead(status, headers);
        sequence += 1;
        res.end(failure ? (failure.body ?? '{"error":"unavailable"}') : `{"id":"sms-${sequence}"}`);
      };
      const wait = delayMs;
      delayMs = 0;
      if (wait > 0) setTimeout(answer, wait);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    requests,
    /** The requests for one number (international form: 201…). */
    to: (phone: string) => requests.filter((request) => request.body.to === phone),
    failNext(count: number, failure: Failure) {
      for (let index = 0; index < count; index += 1) failures.push(failure);
    },
    delayNext(ms: number) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeSms = Awaited<ReturnType<typeof startFakeSms>>;
