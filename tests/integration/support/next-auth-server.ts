import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';

/** What Next's API layer adds to Node's request and response, as much as next-auth uses. */
function asNextApi(req: IncomingMessage, res: ServerResponse, body: string) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const segments = url.pathname
    .replace(/^\/api\/auth\/?/, '')
    .split('/')
    .filter(Boolean);
  const cookies: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name) cookies[name] = decodeURIComponent(value.join('='));
  }
  const form: unknown = req.headers['content-type']?.includes('application/x-www-form-urlencoded')
    ? Object.fromEntries(new URLSearchParams(body))
    : body
      ? JSON.parse(body)
      : {};
  const nextReq = Object.assign(req, {
    query: { ...Object.fromEntries(url.searchParams), nextauth: segments },
    cookies,
    body: form,
  });
  const nextRes = Object.assign(res, {
    status: (code: number) => {
      res.statusCode = code;
      return nextRes;
    },
    send: (payload: unknown) => {
      res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      return nextRes;
    },
    json: (payload: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(payload));
      return nextRes;
    },
  });
  return {
    req: nextReq as unknown as NextApiRequest,
    res: nextRes as unknown as NextApiResponse,
  };
}

export interface NextAuthServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The shop's next-auth route (src/pages/api/auth/[...nextauth].ts) on a real HTTP server, over
 * the database the API suite installed: sign-in through the credentials callback as a browser
 * does it, without building the app.
 */
export async function startNextAuthServer(): Promise<NextAuthServer> {
  const { default: auth } = await import('@/pages/api/auth/[...nextauth]');
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const next = asNextApi(req, res, Buffer.concat(chunks).toString());
      auth(next.req, next.res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** One browser's cookie jar against the next-auth server. */
export class NextAuthBrowser {
  private readonly jar = new Map<string, string>();

  constructor(
    private readonly origin: string,
    private readonly address: string,
  ) {}

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.jar.set(name.trim(), value.join('='));
    }
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    return { 'x-forwarded-for': this.address, ...(cookie ? { cookie } : {}), ...extra };
  }

  sessionCookie(): string | undefined {
    return [...this.jar].find(([name]) => name.endsWith('next-auth.session-token'))?.[1];
  }

  /** Signs in through the credentials callback; answers next-auth's JSON `{ url }`. */
  async signIn(username: string, password: string): Promise<{ status: number; url: string }> {
    const csrf = await fetch(`${this.origin}/api/auth/csrf`, { headers: this.headers() });
    this.remember(csrf);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const response = await fetch(`${this.origin}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: this.headers({ 'content-type': 'application/x-www-form-urlencoded' }),
      body: new URLSearchParams({ username, password, csrfToken, json: 'true' }).toString(),
    });
    this.remember(response);
    const { url } = (await response.json()) as { url: string };
    return { status: response.status, url };
  }

  /** A form POST to a next-auth route as its client sends one: this jar and a CSRF token. */
  async post(path: string, fields: Record<string, string>): Promise<Response> {
    const csrf = await fetch(`${this.origin}/api/auth/csrf`, { headers: this.headers() });
    this.remember(csrf);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const response = await fetch(`${this.origin}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: this.headers({ 'content-type': 'application/x-www-form-urlencoded' }),
      body: new URLSearchParams({ ...fields, csrfToken }).toString(),
    });
    this.remember(response);
    return response;
  }

  /** A GET of a next-auth route with this jar and `cookies` on top (names as next-auth's). */
  async get(path: string, cookies: Record<string, string> = {}): Promise<Response> {
    for (const [name, value] of Object.entries(cookies)) this.jar.set(name, value);
    const response = await fetch(`${this.origin}${path}`, {
      redirect: 'manual',
      headers: this.headers(),
    });
    this.remember(response);
    return response;
  }
}
