import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const refuse = (status: number, reason: string) => {
        refusals.push({ endpoint, reason });
        res.writeHead(status).end(reason);
      };
      const browser = browsers.get(endpoint);
      if (!browser || gone.has(endpoint)) return refuse(410, 'subscription gone');
      const problem = vapidProblem(req.headers.authorization, { ...vapid, audience: origin });
      if (problem) return refuse(403, problem);
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'encoding');
      let payload: Record<string, unknown>;
      try {
        const text = decryptPayload(Buffer.concat(chunks), browser);
        payload = JSON.parse(text) as Record<string, unknown>;
      } catch (error) {
        return refuse(400, `undecryptable: ${String(error)}`);
      }
      deliveries.push({
        endpoint,
        payload,
        ttl: req.headers.ttl as string | undefined,
        urgency: req.headers.urgency as string | undefined,
      });
      res.writeHead(201).end();
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
