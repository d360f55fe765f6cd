import { afterAll, afterEach, beforeAll, beforeEach, expect, it, jest } from '@jest/globals';
import { sql } from 'kysely';
import { resetServerEnvForTests } from '@/server/config/server-env';
import { registerCustomer } from './support/accounts';
import { describeApi } from './support/describe-api';
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

  beforeEach(() => {
    lines = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
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
});
