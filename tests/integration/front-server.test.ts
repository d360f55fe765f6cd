import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  SERVER_TIMEOUTS,
  createFrontServer,
  type FrontLog,
  type FrontServerOptions,
  type ServerTimeouts,
} from '@/server/front-server.mjs';
import {
  clearPageCache,
  pageCacheSettled,
  pageCacheSize,
  sharePage,
} from '@/server/cache/page-cache';

// The production front server (src/server/front-server.mjs, which start-server.mjs starts with
// Next's handler) with a stand-in for Next: its timeouts, Node's own error answers, and the
// per-address budget for renders.

const ROOT = path.join(__dirname, '../..');
const arabicWords = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'public/locales/ar/errors.json'), 'utf8')) as {
    tooManyPages: { title: string };
  }
).tooManyPages;

/** What the stand-in for Next was asked for. */
let handled: string[] = [];
const logged: { event: string; fields: Record<string, string | number> }[] = [];
const log: FrontLog = (_level, event, fields) => logged.push({ event, fields });

/** Hands the test the answer of `/finish-on-cue`, started and waiting for it to end it. */
let onCue: (res: ServerResponse) => void = () => undefined;

function nextStandIn(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  handled.push(url);
  if (url === '/finish-on-cue') {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.write('started ');
    onCue(res);
    return;
  }
  if (url === '/slow-answer') {
    // Half an answer, then nothing: the connection is mid-response.
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.write('first half');
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (url === '/shared') sharePage(res);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<p>rendered ${url}</p>`);
  });
}

interface Running {
  server: http.Server;
  base: string;
  port: number;
  close(): Promise<void>;
}

async function start(env: Record<string, string>, timeouts?: ServerTimeouts): Promise<Running> {
  const options: FrontServerOptions = { handle: nextStandIn, dir: ROOT, env, log };
  const { server } = createFrontServer(timeouts ? { ...options, timeouts } : options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    base: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function get(running: Running, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get(`${running.base}${url}`, { headers, agent: false }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          // Once a shared page's copy is kept (it compresses off the event loop).
          res.on('end', () => {
            void pageCacheSettled().then(() =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body }),
            );
          });
        })
        .on('error', reject);
    },
  );
}

/** Opens a raw connection, lets `talk` write to it, and collects all it gets until it closes. */
function rawExchange(port: number, talk: (socket: net.Socket, received: () => string) => void) {
  return new Promise<{ text: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, ms: performance.now() - started }));
    socket.on('connect', () => talk(socket, () => text));
  });
}

function expectSecurityHeaders(head: string): void {
  const lower = head.toLowerCase();
  expect(lower).toMatch(/content-security-policy: default-src 'none';[^\r]*frame-ancestors 'none'/);
  expect(lower).toContain('x-content-type-options: nosniff');
  expect(lower).toContain('x-frame-options: deny');
  expect(lower).toContain('referrer-policy: strict-origin-when-cross-origin');
  expect(lower).toContain('strict-transport-security: max-age=');
  expect(lower).toContain('connection: close');
}

beforeEach(() => {
  handled = [];
  logged.length = 0;
  clearPageCache();
});

describe('shutdown', () => {
  it('closes a keep-alive connection whose answer had started when the drain began, once it is sent', async () => {
    const started = new Promise<ServerResponse>((resolve) => (onCue = resolve));
    const front = createFrontServer({ handle: nextStandIn, dir: ROOT, env: {}, log });
    await new Promise<void>((resolve) => front.server.listen(0, '127.0.0.1', resolve));
    const { port } = front.server.address() as AddressInfo;
    const exchange = rawExchange(port, (socket) =>
      socket.write('GET /finish-on-cue HTTP/1.1\r\nHost: shop\r\n\r\n'),
    );
    const answer = await started;
    // The signal arrives while the answer is on its way with `Connection: keep-alive`.
    front.closeConnections();
    const closed = new Promise<void>((resolve) => front.server.close(() => resolve()));
    answer.end('and sent');
    const { text } = await exchange;
    expect(text.toLowerCase()).toContain('connection: keep-alive');
    expect(text).toContain('and sent');
    // Closed at once, not after the keep-alive timeout (longer than this test may take).
    await closed;
  });
});

describe('timeouts', () => {
  it('are not Node’s defaults in production', async () => {
    const running = await start({});
    // Node's defaults: 300 s for a request, 60 s for headers, 5 s keep-alive.
    expect(running.server.requestTimeout).toBe(30_000);
    expect(running.server.headersTimeout).toBe(15_000);
    expect(running.server.keepAliveTimeout).toBe(65_000);
    expect(SERVER_TIMEOUTS.checkEveryMs).toBe(1_000);
    const response = await fetch(`${running.base}/api/health`);
    await response.text();
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
    await running.close();
  });

  it('answers a body that trickles in slower than the request timeout with 408, not held', async () => {
    // The production timeouts scaled down: 0.4 s for the whole request.
    const running = await start(
      {},
      { keepAliveMs: 65_000, headersMs: 200, requestMs: 400, checkEveryMs: 50 },
    );
    let trickle: NodeJS.Timeout | undefined;
    const { text, ms } = await rawExchange(running.port, (socket) => {
      socket.write(
        'POST /api/user/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{',
      );
      // A byte every 20 ms: the whole body would take 20 s.
      trickle = setInterval(() => {
        if (socket.writable) socket.write(' ');
      }, 20);
    });
    clearInterval(trickle);
    expect(text.startsWith('HTTP/1.1 408 Request Timeout\r\n')).toBe(true);
    expectSecurityHeaders(text);
    expect(ms).toBeLessThan(10_000);
    expect(logged).toContainEqual({
      event: 'http.client_error',
      fields: { status: 408, code: 'ERR_HTTP_REQUEST_TIMEOUT' },
    });
    await running.close();
  });
});

describe('Node’s own error answers', () => {
  let running: Running;
  beforeAll(async () => {
    running = await start({});
  });
  afterAll(() => running.close());

  it('answers headers past 16 KiB with 431 and the security headers', async () => {
    const { text } = await rawExchange(running.port, (socket) => {
      socket.write(`GET / HTTP/1.1\r\nHost: shop\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    expect(text.startsWith('HTTP/1.1 431 Request Header Fields Too Large\r\n')).toBe(true);
    expectSecurityHeaders(text);
    expect(text.toLowerCase()).toContain('cache-control: no-store');
    expect(handled).toEqual([]);
  });

  it('answers a request line it cannot parse with 400 and the security headers', async () => {
    const { text } = await rawExchange(running.port, (socket) => {
      socket.write('HELLO THERE\r\n\r\n');
    });
    expect(text.startsWith('HTTP/1.1 400 Bad Request\r\n')).toBe(true);
    expectSecurityHeaders(text);
    expect(handled).toEqual([]);
  });

  it('writes nothing into an answer that has started: the connection is closed', async () => {
    const { text } = await rawExchange(running.port, (socket, received) => {
      socket.write('GET /slow-answer HTTP/1.1\r\nHost: shop\r\n\r\n');
      // Garbage on the same connection once the first half of the answer is out.
      const sendGarbage = () => {
        if (!received().includes('first half')) return;
        socket.off('data', sendGarbage);
        socket.write('HELLO THERE\r\n\r\n');
      };
      socket.on('data', sendGarbage);
    });
    expect(text.startsWith('HTTP/1.1 200 OK\r\n')).toBe(true);
    expect(text).not.toContain('400 Bad Request');
  });
});

describe('render budget', () => {
  let running: Running;
  const A = '203.0.113.7';
  const B = '198.51.100.20';
  beforeAll(async () => {
    // 3 a minute plus a reserve of 2: five renders per address. The test client is on this
    // machine, as nginx would be: it speaks for the shoppers.
    running = await start({
      TRUST_PROXY: 'loopback',
      RENDER_BUDGET_PER_MINUTE: '3',
      RENDER_BUDGET_BURST: '2',
    });
  });
  afterAll(() => running.close());
  afterEach(() => clearPageCache());

  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('refuses renders past the budget with a cheap 429 page in the request’s language', async () => {
    expect((await get(running, '/shared', from(A))).status).toBe(200);
    for (let term = 1; term <= 4; term += 1) {
      expect((await get(running, `/search?q=${term}`, from(A))).status).toBe(200);
    }
    expect(handled).toHaveLength(5);

    const english = await get(running, '/search?q=5', from(A));
    expect(english.status).toBe(429);
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('Too many pages at once');
    expect(Number(english.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(english.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(english.headers['cache-control']).toBe('no-store');
    expect(english.headers['x-content-type-options']).toBe('nosniff');
    expect(english.headers['x-frame-options']).toBe('DENY');
    // Nothing but its own inline style may load, and nothing may frame it.
    const policy = english.headers['content-security-policy'] ?? '';
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/; style-src 'sha256-[\w+/=]+'$/);

    const arabic = await get(running, '/ar/search?q=6', from(A));
    expect(arabic.status).toBe(429);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain(arabicWords.title);
    const arabicData = await get(running, '/_next/data/build-1/ar/search.json?q=7', from(A));
    expect(arabicData.status).toBe(429);
    expect(arabicData.body).toContain('dir="rtl"');
    // A forged earlier hop changes nothing: the proxy's last one is the client.
    const forged = await get(running, '/search?q=8', from(`${B}, ${A}`));
    expect(forged.status).toBe(429);

    // None of them reached Next, and none was kept.
    expect(handled).toHaveLength(5);
    expect(pageCacheSize().entries).toBe(1);
    expect(logged.map(({ event }) => event)).toContain('http.render_budget_spent');
  });

  it('still serves the same client cached pages, static files and the API', async () => {
    expect((await get(running, '/shared', from(B))).status).toBe(200);
    for (let term = 1; term <= 4; term += 1) await get(running, `/search?q=b${term}`, from(B));
    expect((await get(running, '/search?q=b5', from(B))).status).toBe(429);
    handled = [];

    const cached = await get(running, '/shared', from(B));
    expect(cached.status).toBe(200);
    expect(cached.body).toBe('<p>rendered /shared</p>');
    expect(cached.headers.age).toBeDefined();
    for (const url of [
      '/api/items/list?page=2',
      '/_next/static/chunks/main.js',
      '/paint-first.js',
    ]) {
      expect((await get(running, url, from(B))).status).toBe(200);
    }
    expect(handled).toEqual([
      '/api/items/list?page=2',
      '/_next/static/chunks/main.js',
      '/paint-first.js',
    ]);
  });

  it('leaves other addresses their own budget', async () => {
    const C = '192.0.2.55';
    for (let term = 1; term <= 5; term += 1) await get(running, `/search?q=c${term}`, from(C));
    expect((await get(running, '/search?q=c6', from(C))).status).toBe(429);
    expect((await get(running, '/ar/search?q=d1', from('192.0.2.56'))).status).toBe(200);
  });

  it('ignores the X-Forwarded-For of a peer that is not a trusted proxy', async () => {
    // The test client (127.0.0.1) is not the proxy this server trusts: it is the client.
    const direct = await start({
      TRUST_PROXY: '10.0.0.1',
      RENDER_BUDGET_PER_MINUTE: '3',
      RENDER_BUDGET_BURST: '2',
    });
    try {
      for (let term = 1; term <= 5; term += 1) {
        const forged = await get(direct, `/search?q=e${term}`, from(`192.0.2.${term}`));
        expect(forged.status).toBe(200);
      }
      expect((await get(direct, '/search?q=e6', from('192.0.2.99'))).status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('refuses to start on a TRUST_PROXY that is not a list of addresses', () => {
    expect(() =>
      createFrontServer({ handle: nextStandIn, dir: ROOT, env: { TRUST_PROXY: 'yes' }, log }),
    ).toThrow(/^TRUST_PROXY must be a comma-separated list/);
  });

  it('refuses to start on a budget that is not a positive whole number', () => {
    for (const value of ['0', 'lots', '1.5', '-3']) {
      expect(() =>
        createFrontServer({
          handle: nextStandIn,
          dir: ROOT,
          env: { RENDER_BUDGET_PER_MINUTE: value },
          log,
        }),
      ).toThrow(/RENDER_BUDGET_PER_MINUTE must be a whole number of at least 1/);
    }
  });
});
