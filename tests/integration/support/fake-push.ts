import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserKeys, decryptPayload, vapidProblem, type BrowserKeys } from './push-crypto';

/** A self-signed certificate for 127.0.0.1: web-push speaks only HTTPS, as push services do. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem')),
      cert: readFileSync(path.join(dir, 'cert.pem')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A message the fake push service took, decrypted as the browser would read it. */
export interface PushDelivery {
  endpoint: string;
  payload: Record<string, unknown>;
  ttl: string | undefined;
  urgency: string | undefined;
}

/**
 * A push service on a free HTTPS port. Each browser the test makes (newBrowser) gets an
 * endpoint here and keys only the test knows; a message to it must carry a valid VAPID
 * signature of the shop's key (403 otherwise, as real services answer) and is decrypted with
 * the browser's private key. `gone(endpoint)`: the browser unsubscribed (410). The process's
 * default HTTPS agent trusts the fake's certificate until close().
 */
export async function startFakePush(vapid: { publicKey: string; subject: string }) {
  const { key, cert } = selfSignedCertificate();
  const browsers = new Map<string, BrowserKeys>();
  const gone = new Set<string>();
  const deliveries: PushDelivery[] = [];
  const refusals: { endpoint: string; reason: string }[] = [];
  /** What the push service makes of a request: the browser's message, or why it refuses. */
  const take = (
    endpoint: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): { status: number; reason: string } | { status: 201; payload: Record<string, unknown> } => {
    const browser = browsers.get(endpoint);
    if (!browser || gone.has(endpoint)) return { status: 410, reason: 'subscription gone' };
    const problem = vapidProblem(headers.authorization, { ...vapid, audience: origin });
    if (problem) return { status: 403, reason: problem };
    if (headers['content-encoding'] !== 'aes128gcm') return { status: 400, reason: 'encoding' };
    try {
      const payload = JSON.parse(decryptPayload(body, browser)) as Record<string, unknown>;
      return { status: 201, payload };
    } catch (error) {
      return { status: 400, reason: `undecryptable: ${String(error)}` };
    }
  };
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const outcome = take(endpoint, req.headers, Buffer.concat(chunks));
      if ('reason' in outcome) refusals.push({ endpoint, reason: outcome.reason });
      else
        deliveries.push({
          endpoint,
          payload: outcome.payload,
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
        });
      res.writeHead(outcome.status).end('reason' in outcome ? outcome.reason : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  const previousCa = https.globalAgent.options.ca;
  https.globalAgent.options.ca = cert;
  return {
    origin,
    deliveries,
    refusals,
    /** A new browser: its subscription as PushSubscription.toJSON() gives it. */
    newBrowser() {
      const browser = browserKeys();
      const endpoint = `${origin}/push/${randomUUID()}`;
      browsers.set(endpoint, browser);
      return { endpoint, keys: browser.keys };
    },
    to: (endpoint: string) => deliveries.filter((delivery) => delivery.endpoint === endpoint),
    gone(endpoint: string) {
      gone.add(endpoint);
    },
    close: () =>
      new Promise<void>((resolve) => {
        https.globalAgent.options.ca = previousCa;
        https.globalAgent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakePush = Awaited<ReturnType<typeof startFakePush>>;
