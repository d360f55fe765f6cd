import { afterAll, expect, it } from '@jest/globals';
import { setClockForTests } from '@/server/clock';
import { resetServerEnvForTests } from '@/server/config/server-env';
import { PIN_REISSUE_MS } from '@/server/modules/accounts/password-reset-service';
import { DEFAULT_LIMITS } from '@/server/rate-limit/attempt-limits';
import { MAX_BACKOFF_SECONDS } from '@/server/rate-limit/attempt-policy';
import * as passwords from '@/server/auth/passwords';
import { registerCustomer, uniquePhone } from './support/accounts';
import type { ApiClient, ApiResponse } from './support/api-client';
import { describeApi } from './support/describe-api';
import { NextAuthBrowser, startNextAuthServer } from './support/next-auth-server';
import { latestPin, otherPin, outboxCount } from './support/outbox';

// Counts the slow password checks, to show that a refused attempt never reached one (the
// global `jest`: only its jest.mock is hoisted above the imports).
jest.mock('@/server/auth/passwords', () => {
  const actual = jest.requireActual<typeof passwords>('@/server/auth/passwords');
  return {
    ...actual,
    verifyPassword: jest.fn(actual.verifyPassword),
    verifyAgainstDecoy: jest.fn(actual.verifyAgainstDecoy),
  };
});
const hashChecks = () =>
  jest.mocked(passwords.verifyPassword).mock.calls.length +
  jest.mocked(passwords.verifyAgainstDecoy).mock.calls.length;

// Each test plays shoppers and attackers at addresses of their own, as behind a trusted proxy
// on this machine (the test client is 127.0.0.1).
process.env.TRUST_PROXY = 'loopback';
resetServerEnvForTests();
afterAll(() => {
  delete process.env.TRUST_PROXY;
  resetServerEnvForTests();
  setClockForTests(undefined);
});

let lastOctet = 0;
/** A client address no other test has used. */
const newAddress = () => `10.21.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

const { signIn, pin } = DEFAULT_LIMITS;

function expectTooMany(response: ApiResponse, maxSeconds = 15 * 60): void {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxSeconds);
  // The wait, in the digits of the message's language (Arabic-Indic in Arabic).
  expect(response.body.message).toMatch(/[0-9\u0660-\u0669]+/);
}

const statuses = (responses: ApiResponse[]) =>
  responses.map((response) => response.status).sort((a, b) => a - b);

const countOf = (list: number[], value: number) => list.filter((item) => item === value).length;

const login = (api: ApiClient, username: string, password: string, address: string) =>
  api.post('/user/login', { username, password }, from(address));

describeApi(
  'attempt limits',
  (suite) => {
    it('a burst of wrong passwords gets five checks; the rest, and then the right one, are refused without hashing', async () => {
      const owner = await registerCustomer(suite.api);
      const attacker = newAddress();
      const before = hashChecks();
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          login(suite.api, owner.user.username, `guess-${index}`, attacker),
        ),
      );
      const seen = statuses(burst);
      expect(countOf(seen, 400)).toBe(signIn.pair.points);
      expect(countOf(seen, 429)).toBe(20 - signIn.pair.points);
      expect(hashChecks() - before).toBe(signIn.pair.points);

      const right = await login(suite.api, owner.user.username, owner.password, attacker);
      expectTooMany(right);
      expect(right.body.results).toBeUndefined();
      expect(hashChecks() - before).toBe(signIn.pair.points);
    });

    it('the same burst through next-auth’s sign-in gets no session, not even for the right password', async () => {
      const owner = await registerCustomer(suite.api);
      const nextAuth = await startNextAuthServer();
      try {
        const attacker = newAddress();
        const before = hashChecks();
        const burst = await Promise.all(
          Array.from({ length: 12 }, (_, index) =>
            new NextAuthBrowser(nextAuth.origin, attacker).signIn(
              owner.user.username,
              `guess-${index}`,
            ),
          ),
        );
        expect(burst.every(({ url }) => url.includes('error='))).toBe(true);
        expect(burst.filter(({ url }) => url.includes('TooManyAttempts'))).toHaveLength(
          12 - signIn.pair.points,
        );
        expect(hashChecks() - before).toBe(signIn.pair.points);

        const browser = new NextAuthBrowser(nextAuth.origin, attacker);
        const right = await browser.signIn(owner.user.username, owner.password);
        expect(right.url).toContain('error=TooManyAttempts');
        expect(browser.sessionCookie()).toBeUndefined();

        const home = new NextAuthBrowser(nextAuth.origin, newAddress());
        const signedIn = await home.signIn(owner.user.username, owner.password);
        expect(signedIn.url).not.toContain('error=');
        expect(home.sessionCookie()).toBeDefined();
      } finally {
        await nextAuth.stop();
      }
    });

    it('the owner signs in from another address while the attacker’s is refused', async () => {
      const owner = await registerCustomer(suite.api);
      const attacker = newAddress();
      for (let attempt = 0; attempt < signIn.pair.points; attempt += 1) {
        expect((await login(suite.api, owner.user.username, 'wrong-guess', attacker)).status).toBe(
          400,
        );
      }
      expectTooMany(await login(suite.api, owner.user.username, owner.password, attacker));
      const home = await login(suite.api, owner.user.username, owner.password, newAddress());
      expect(home.status).toBe(200);
    });

    it('a client that is not a trusted proxy cannot take a fresh address by forging X-Forwarded-For', async () => {
      const owner = await registerCustomer(suite.api);
      // The test client (127.0.0.1) reaches the shop directly: TRUST_PROXY names another peer.
      process.env.TRUST_PROXY = '10.0.0.1';
      resetServerEnvForTests();
      try {
        for (let attempt = 0; attempt < signIn.pair.points; attempt += 1) {
          const forged = newAddress();
          expect((await login(suite.api, owner.user.username, 'wrong-guess', forged)).status).toBe(
            400,
          );
        }
        expectTooMany(await login(suite.api, owner.user.username, owner.password, newAddress()));
      } finally {
        process.env.TRUST_PROXY = 'loopback';
        resetServerEnvForTests();
      }
    });

    it('an account under attack from many addresses: failing addresses back off, a clean one signs in at once', async () => {
      const owner = await registerCustomer(suite.api);
      // Enough addresses to pass the account's ceiling, each within its own budget.
      const attackers = Array.from({ length: 3 }, newAddress);
      for (const address of attackers) {
        for (let attempt = 0; attempt < 4; attempt += 1) {
          await login(suite.api, owner.user.username, 'wrong-guess', address);
        }
      }
      expect(attackers.length * 4).toBeGreaterThan(signIn.account.points);
      // Each failure past the ceiling made its address wait before its next try.
      const last = attackers.at(-1) ?? '';
      const waiting = await login(suite.api, owner.user.username, owner.password, last);
      expectTooMany(waiting, MAX_BACKOFF_SECONDS);

      const before = hashChecks();
      const home = await login(suite.api, owner.user.username, owner.password, newAddress());
      expect(home.status).toBe(200);
      expect(hashChecks() - before).toBe(1);
    });

    it('many wrong passwords from one address (a carrier’s NAT) do not lock out a neighbour', async () => {
      const shared = newAddress();
      for (let attempt = 0; attempt <= signIn.address.points; attempt += 1) {
        await login(suite.api, uniquePhone(), 'wrong-password', shared);
      }
      const neighbour = await registerCustomer(suite.api);
      const signedIn = await login(suite.api, neighbour.user.username, neighbour.password, shared);
      expect(signedIn.status).toBe(200);
      // The address that failed on an account past the ceiling waits before trying it again.
      const guessed = uniquePhone();
      expect((await login(suite.api, guessed, 'wrong-password', shared)).status).toBe(400);
      expectTooMany(await login(suite.api, guessed, 'wrong-password', shared), MAX_BACKOFF_SECONDS);
    });

    it('counts unknown usernames the same way, so the limit reveals nothing', async () => {
      const ghost = uniquePhone();
      const address = newAddress();
      for (let attempt = 0; attempt < signIn.pair.points; attempt += 1) {
        expect((await login(suite.api, ghost, 'whatever-pass', address)).status).toBe(400);
      }
      expectTooMany(await login(suite.api, ghost, 'whatever-pass', address));
    });

    it('guessing the current password at change-password spends the same budget', async () => {
      const owner = await registerCustomer(suite.api);
      const attacker = newAddress();
      const burst = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          suite.api.post(
            '/user/change_password',
            { password: `guess-${index}-long`, new_password: 'a-new-password-1' },
            { token: owner.token, ...from(attacker) },
          ),
        ),
      );
      const seen = statuses(burst);
      expect(countOf(seen, 400)).toBe(signIn.pair.points);
      expect(countOf(seen, 429)).toBe(8 - signIn.pair.points);
      expectTooMany(await login(suite.api, owner.user.username, owner.password, attacker));
    });

    it('a burst of wrong PINs gets five checks, and the owner can still get a new PIN', async () => {
      const owner = await registerCustomer(suite.api);
      const home = newAddress();
      const ask = () =>
        suite.api.post('/user/forget_password', { username: owner.user.username }, from(home));
      await ask();
      const sent = await latestPin(suite.server.db, owner.user.phone);
      const attacker = newAddress();
      const burst = await Promise.all(
        Array.from({ length: 10 }, () =>
          suite.api.post(
            '/user/check-pin',
            { username: owner.user.username, pin: otherPin(sent) },
            from(attacker),
          ),
        ),
      );
      const seen = statuses(burst);
      expect(countOf(seen, 400)).toBe(pin.pair.points);
      expect(countOf(seen, 429)).toBe(10 - pin.pair.points);
      // Five wrong tries void that PIN (its own rule); the owner asks again and gets another.
      expect((await ask()).status).toBe(200);
      const fresh = await latestPin(suite.server.db, owner.user.phone);
      const check = await suite.api.post(
        '/user/check-pin',
        { username: owner.user.username, pin: fresh },
        from(home),
      );
      expect(check.status).toBe(200);
    });

    it('wrong PINs from one address across usernames: past the ceiling, a repeat backs off', async () => {
      const address = newAddress();
      for (let attempt = 0; attempt <= pin.address.points; attempt += 1) {
        const wrong = await suite.api.post(
          '/user/check-pin',
          { username: uniquePhone(), pin: '000000' },
          from(address),
        );
        expect(wrong.status).toBe(400);
      }
      const target = uniquePhone();
      const check = (pinTried: string) =>
        suite.api.post('/user/check-pin', { username: target, pin: pinTried }, from(address));
      expect((await check('000000')).status).toBe(400);
      expectTooMany(await check('000001'), MAX_BACKOFF_SECONDS);
      expectTooMany(
        await suite.api.post(
          '/user/reset-password',
          { username: target, pin: '000002', password: 'long-enough-1' },
          from(address),
        ),
        MAX_BACKOFF_SECONDS,
      );
    });

    it('a stranger asking for someone’s PIN spends their own budget and does not void the owner’s', async () => {
      const owner = await registerCustomer(suite.api);
      const home = newAddress();
      const asked = await suite.api.post(
        '/user/forget_password',
        { username: owner.user.username },
        from(home),
      );
      expect(asked.status).toBe(200);
      const sent = await latestPin(suite.server.db, owner.user.phone);
      const messages = await outboxCount(suite.server.db, owner.user.phone);

      const stranger = newAddress();
      for (let request = 0; request < DEFAULT_LIMITS.forgotPair.points; request += 1) {
        const again = await suite.api.post(
          '/user/forget_password',
          { username: owner.user.username },
          from(stranger),
        );
        expect(again.status).toBe(200);
      }
      expectTooMany(
        await suite.api.post(
          '/user/forget_password',
          { username: owner.user.username },
          { lang: 'ar', ...from(stranger) },
        ),
      );
      // Within the minute nothing new was sent, and the owner's PIN still opens the reset.
      expect(await outboxCount(suite.server.db, owner.user.phone)).toBe(messages);
      const check = await suite.api.post(
        '/user/check-pin',
        { username: owner.user.username, pin: sent },
        from(home),
      );
      expect(check.status).toBe(200);
      // The owner's own budget is whole.
      const own = await suite.api.post(
        '/user/forget_password',
        { username: owner.user.username },
        from(home),
      );
      expect(own.status).toBe(200);
    });

    it('a PIN more than a minute old is replaced when a new one is asked for', async () => {
      const owner = await registerCustomer(suite.api);
      const home = newAddress();
      await suite.api.post('/user/forget_password', { username: owner.user.username }, from(home));
      const first = await latestPin(suite.server.db, owner.user.phone);
      const start = Date.now();
      setClockForTests(() => start + PIN_REISSUE_MS + 1_000);
      try {
        await suite.api.post(
          '/user/forget_password',
          { username: owner.user.username },
          from(home),
        );
        const second = await latestPin(suite.server.db, owner.user.phone);
        expect(second).not.toBe(first);
        const old = await suite.api.post(
          '/user/check-pin',
          { username: owner.user.username, pin: first },
          from(home),
        );
        const fresh = await suite.api.post(
          '/user/check-pin',
          { username: owner.user.username, pin: second },
          from(home),
        );
        // A PIN that happens to be drawn twice would open both: 1 in a million.
        if (first !== second) expect(old.status).toBe(400);
        expect(fresh.status).toBe(200);
      } finally {
        setClockForTests(undefined);
      }
    });

    it('limits PIN requests and registrations from one address across usernames', async () => {
      const address = newAddress();
      for (let request = 0; request < DEFAULT_LIMITS.forgotAddress.points; request += 1) {
        await suite.api.post('/user/forget_password', { username: uniquePhone() }, from(address));
      }
      expectTooMany(
        await suite.api.post('/user/forget_password', { username: uniquePhone() }, from(address)),
        DEFAULT_LIMITS.forgotAddress.duration,
      );
      const joining = newAddress();
      for (let account = 0; account < DEFAULT_LIMITS.registerAddress.points; account += 1) {
        const phone = uniquePhone();
        const made = await suite.api.post(
          '/user/register',
          { name: 'New', username: phone, phone, password: 'long-enough-1' },
          from(joining),
        );
        expect(made.status).toBe(200);
      }
      const phone = uniquePhone();
      expectTooMany(
        await suite.api.post(
          '/user/register',
          { name: 'Late', username: phone, phone, password: 'long-enough-1' },
          from(joining),
        ),
        DEFAULT_LIMITS.registerAddress.duration,
      );
    });
  },
  { limits: DEFAULT_LIMITS },
);
