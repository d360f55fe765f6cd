import { expect, it } from '@jest/globals';
import { PIN_LIFETIME_MS, PIN_REISSUE_MS } from '@/server/modules/accounts/password-reset-service';
import { setClockForTests } from '@/server/clock';
import { registerCustomer, uniquePhone } from './support/accounts';
import { describeApi } from './support/describe-api';
import { latestPin, otherPin, outboxCount } from './support/outbox';
import { databaseFingerprint } from './support/snapshot';
import { RELAXED_LIMITS } from './support/test-server';

const WEB = { headers: { device_info: 'web' } };

// The PIN's own rules, from one address: its budgets are rate-limits.test.ts's subject.
const GENEROUS = { points: 10_000, duration: 60 };
const LIMITS = {
  ...RELAXED_LIMITS,
  pin: { pair: GENEROUS, account: GENEROUS, address: GENEROUS },
  forgotPair: GENEROUS,
};

describeApi(
  'password reset by PIN',
  (suite) => {
    async function requestPin(username: string, lang = 'en') {
      return suite.api.post('/user/forget_password', { username }, { ...WEB, lang });
    }

    it('sends a PIN to the outbox (by e-mail when the account has one), in the caller’s language', async () => {
      const byPhone = await registerCustomer(suite.api);
      const response = await requestPin(byPhone.user.username, 'ar');
      expect(response.status).toBe(200);
      expect(response.body.results).toBeNull();
      const message = await suite.server.db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', byPhone.user.phone)
        .executeTakeFirstOrThrow();
      expect(message.channel).toBe('sms');
      expect(message.body).toMatch(/[\u0600-\u06FF]/);
      expect(message.body).toMatch(/\b\d{6}\b/);

      const byEmail = await registerCustomer(suite.api, { email: 'pin.reader@example.com' });
      await requestPin(byEmail.user.username);
      expect(await outboxCount(suite.server.db, 'pin.reader@example.com')).toBe(1);
    });

    it('answers exactly the same for a username that does not exist, and sends nothing', async () => {
      const customer = await registerCustomer(suite.api);
      const known = await requestPin(customer.user.username);
      const ghost = uniquePhone();
      const before = await databaseFingerprint(suite.server.db);
      const unknown = await requestPin(ghost);
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(await databaseFingerprint(suite.server.db)).toEqual(before);
      const check = await suite.api.post('/user/check-pin', { username: ghost, pin: '123456' });
      const wrong = await suite.api.post('/user/check-pin', {
        username: customer.user.username,
        pin: otherPin(await latestPin(suite.server.db, customer.user.phone)),
      });
      expect(check.status).toBe(400);
      expect(check.body).toEqual(wrong.body);
    });

    it('checks the PIN, resets the password with it once, and signs out every device', async () => {
      const customer = await registerCustomer(suite.api);
      await requestPin(customer.user.username);
      const pin = await latestPin(suite.server.db, customer.user.phone);
      const check = await suite.api.post('/user/check-pin', {
        username: customer.user.username,
        pin,
      });
      expect(check.status).toBe(200);
      const reset = await suite.api.post('/user/reset-password', {
        username: customer.user.username,
        pin,
        password: 'a-fresh-password',
      });
      expect(reset.status).toBe(200);
      expect((await suite.api.get('/user/profile', { token: customer.token })).status).toBe(401);
      const login = await suite.api.post('/user/login', {
        username: customer.user.username,
        password: 'a-fresh-password',
      });
      expect(login.status).toBe(200);
      const again = await suite.api.post('/user/reset-password', {
        username: customer.user.username,
        pin,
        password: 'another-password',
      });
      expect(again.status).toBe(400);
      expect(again.body.errors).toHaveProperty('pin');
      expect(
        (await suite.api.post('/user/check-pin', { username: customer.user.username, pin })).status,
      ).toBe(400);
    });

    it('lets a PIN expire after 10 minutes', async () => {
      const customer = await registerCustomer(suite.api);
      const start = Date.now();
      setClockForTests(() => start);
      await requestPin(customer.user.username);
      const pin = await latestPin(suite.server.db, customer.user.phone);
      setClockForTests(() => start + PIN_LIFETIME_MS - 1000);
      expect(
        (await suite.api.post('/user/check-pin', { username: customer.user.username, pin })).status,
      ).toBe(200);
      setClockForTests(() => start + PIN_LIFETIME_MS + 1000);
      expect(
        (await suite.api.post('/user/check-pin', { username: customer.user.username, pin })).status,
      ).toBe(400);
      const reset = await suite.api.post('/user/reset-password', {
        username: customer.user.username,
        pin,
        password: 'late-password',
      });
      expect(reset.status).toBe(400);
      setClockForTests(undefined);
    });

    it('voids a PIN after 5 wrong tries; a new one replaces it, but not again within a minute', async () => {
      const customer = await registerCustomer(suite.api);
      await requestPin(customer.user.username);
      const pin = await latestPin(suite.server.db, customer.user.phone);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await suite.api.post('/user/check-pin', {
          username: customer.user.username,
          pin: otherPin(pin),
        });
        expect(wrong.status).toBe(400);
      }
      expect(
        (await suite.api.post('/user/check-pin', { username: customer.user.username, pin })).status,
      ).toBe(400);

      // The void PIN is replaced at once.
      await requestPin(customer.user.username);
      const fresh = await latestPin(suite.server.db, customer.user.phone);
      // Asked again within the minute: nothing is sent and the fresh PIN stays the live one.
      const sent = await outboxCount(suite.server.db, customer.user.phone);
      await requestPin(customer.user.username);
      expect(await outboxCount(suite.server.db, customer.user.phone)).toBe(sent);
      const start = Date.now();
      setClockForTests(() => start + PIN_REISSUE_MS + 1_000);
      try {
        await requestPin(customer.user.username);
        const newest = await latestPin(suite.server.db, customer.user.phone);
        if (fresh !== newest) {
          expect(
            (
              await suite.api.post('/user/check-pin', {
                username: customer.user.username,
                pin: fresh,
              })
            ).status,
          ).toBe(400);
        }
        expect(
          (
            await suite.api.post('/user/check-pin', {
              username: customer.user.username,
              pin: newest,
            })
          ).status,
        ).toBe(200);
      } finally {
        setClockForTests(undefined);
      }
    });

    it('accepts a PIN typed in Arabic-Indic digits and refuses malformed ones by field', async () => {
      const customer = await registerCustomer(suite.api);
      await requestPin(customer.user.username);
      const pin = await latestPin(suite.server.db, customer.user.phone);
      const arabic = pin.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
      expect(
        (await suite.api.post('/user/check-pin', { username: customer.user.username, pin: arabic }))
          .status,
      ).toBe(200);
      const malformed = await suite.api.post(
        '/user/check-pin',
        { username: customer.user.username, pin: '12ab' },
        { lang: 'ar' },
      );
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors?.pin).toMatch(/[\u0600-\u06FF]/);
      const weak = await suite.api.post('/user/reset-password', {
        username: customer.user.username,
        pin,
        password: 'short',
      });
      expect(weak.status).toBe(400);
      expect(weak.body.errors).toHaveProperty('password');
    });
  },
  { limits: LIMITS },
);
