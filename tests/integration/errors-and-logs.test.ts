import http from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, jest } from '@jest/globals';
import { sql } from 'kysely';
import { resetServerEnvForTests } from '@/server/config/server-env';
import { registerCustomer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { NextAuthBrowser, startNextAuthServer } from './support/next-auth-server';
import { latestPin } from './support/outbox';

describeApi('errors and request logs', (suite) => {
  let lines: string[] = [];
  // This file reads the logs, so it turns them on once the server is up, and back off
  // afterwards: the next test file in this worker shares process.env.
  const quietLevel = process.env.LOG_LEVEL;
  beforeAll(() => {
    process.env.LOG_LEVEL = 'info';
    resetServerEnvForTests();
  });
  afterAll(() => {
    process.env.LOG_LEVEL = quietLevel;
    resetServerEnvForTests();
  });

  /** Checks a wait in progress (loggedEvent) on every line written. */
  let onLine: (() => void) | undefined;
  beforeEach(() => {
    lines = [];
    onLine = undefined;
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      onLine?.();
      return true;
    };
    jest.spyOn(process.stdout, 'write').mockImplementation(capture);
    jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const events = () =>
    lines
      .flatMap((line) => line.split('\n'))
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  /** The first logged event that matches, as soon as it is written. */
  const loggedEvent = (match: (event: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const check = () => {
        const found = events().find(match);
        if (!found) return;
        onLine = undefined;
        resolve(found);
      };
      onLine = check;
      check();
    });

  it('logs one structured line per request: method, path, status, duration and request id', async () => {
    const response = await suite.api.get('/category/list?limit=3', {
      headers: { 'x-request-id': 'trace-abc-123' },
    });
    expect(response.headers.get('x-request-id')).toBe('trace-abc-123');
    const entry = events().find((event) => event.event === 'http.request');
    expect(entry).toEqual({
      time: expect.any(String),
      level: 'info',
      event: 'http.request',
      request_id: 'trace-abc-123',
      method: 'GET',
      path: '/api/category/list',
      status: 200,
      duration_ms: expect.any(Number),
    });
    const fresh = await suite.api.get('/category/list', {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never writes passwords, tokens or PINs to the log', async () => {
    const customer = await registerCustomer(suite.api, { password: 'very-secret-pass-991' });
    const login = await suite.api.post<{ token: string }>('/user/login', {
      username: customer.user.username,
      password: 'very-secret-pass-991',
    });
    await suite.api.get('/user/profile', { token: login.body.results?.token });
    await suite.api.post(
      '/user/forget_password',
      { username: customer.user.username },
      { headers: { device_info: 'web' } },
    );
    const pin = await latestPin(suite.server.db, customer.user.phone);
    await suite.api.post('/user/check-pin', { username: customer.user.username, pin });
    const log = lines.join('');
    expect(
      events().filter((event) => event.event === 'http.request').length,
    ).toBeGreaterThanOrEqual(5);
    expect(log).not.toContain('very-secret-pass-991');
    expect(log).not.toContain(customer.token);
    expect(log).not.toContain(login.body.results?.token);
    expect(log).not.toContain(pin);
  });

  it('answers an unexpected failure with 500, a generic message and the request id, and logs the cause', async () => {
    await sql`DROP TABLE banners`.execute(suite.server.db);
    const response = await suite.api.get('/banner/list', {
      lang: 'ar',
      headers: { 'x-request-id': 'boom-1' },
    });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      success: false,
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/banners|sql|table|stack/i);
    const failure = events().find((event) => event.event === 'http.unhandled');
    expect(failure).toMatchObject({ level: 'error', request_id: 'boom-1' });
    expect(String(failure?.message)).toMatch(/banners/);
    const request = events().find(
      (event) => event.event === 'http.request' && event.request_id === 'boom-1',
    );
    expect(request?.status).toBe(500);
  });

  // Issue 21, finding 9: a client that dropped its body mid-way was logged as a 500.
  it('logs a request whose client hung up mid-body as aborted, with no 500 and no error', async () => {
    const request = http.request(`${suite.server.baseUrl}/user/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': '1000',
        'x-request-id': 'dropped-body-1',
      },
    });
    request.on('error', () => undefined); // our own hang-up
    await new Promise<void>((resolve) => request.write('{"username":"0100', () => resolve()));
    request.destroy();
    const entry = await loggedEvent(
      (event) =>
        event.request_id === 'dropped-body-1' &&
        (event.event === 'http.aborted' || event.event === 'http.request'),
    );
    expect(entry).toEqual({
      time: expect.any(String),
      level: 'info',
      event: 'http.aborted',
      request_id: 'dropped-body-1',
      method: 'POST',
      path: '/api/user/login',
      duration_ms: expect.any(Number),
    });
    expect(events().filter((event) => event.level === 'error')).toEqual([]);
  });

  // Issue 21, finding 9: a bad session cookie wrote next-auth's own 14-line stack trace.
  it('logs a bad session cookie as one JSON line through the shop’s logger, without the cookie', async () => {
    const nextAuth = await startNextAuthServer();
    const consoleCalls = (['error', 'warn', 'log', 'info', 'debug'] as const).map((method) =>
      jest.spyOn(console, method).mockImplementation(() => undefined),
    );
    try {
      const garbage = 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..not-a-session.forged.cookie';
      const response = await new NextAuthBrowser(nextAuth.origin, '10.9.0.1').get(
        '/api/auth/session',
        { 'next-auth.session-token': garbage },
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
      // next-auth logs before it answers.
      const entry = events().find((event) => event.event === 'next_auth.error');
      expect(entry).toEqual({
        time: expect.any(String),
        level: 'warn',
        event: 'next_auth.error',
        code: 'JWT_SESSION_ERROR',
        error: expect.any(String),
        message: expect.any(String),
      });
      for (const call of consoleCalls) expect(call).not.toHaveBeenCalled();
      const written = lines.join('').split('\n').filter(Boolean);
      for (const line of written) expect(() => JSON.parse(line) as unknown).not.toThrow();
      expect(written.join('\n')).not.toContain(garbage);
      expect(written.join('\n')).not.toMatch(/\bat .*\.js:\d+/);
    } finally {
      await nextAuth.stop();
    }
  });
});
