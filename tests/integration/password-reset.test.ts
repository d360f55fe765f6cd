import { expect, it } from '@jest/globals';
import type { OutboxMessage } from '@/contracts/outbox';
import {
  PIN_LIFETIME_MS,
  PIN_MASK,
  PIN_REISSUE_MS,
} from '@/server/modules/accounts/password-reset-service';
import { setClockForTests } from '@/server/clock';
import { registerCustomer, uniquePhone } from './support/accounts';
import { describeApi } from './support/describe-api';
import { latestPin, otherPin, outboxCount } from './support/outbox';
import { databaseFingerprint } from './support/snapshot';
import { registerStaff } from './support/staff';
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

    // Round 3: admins read reset PINs in the outbox to send them by hand, and a dead PIN
    // stayed readable there, and in the table, for good.
    it('shows a PIN in the outbox only while it lives: masked once expired, replaced, tried out or used', async () => {
      const { db } = suite.server;
      const admin = await registerStaff(suite.api, db, 'admin');
      const { phone, username } = (await registerCustomer(suite.api)).user;
      const listed = async () =>
        (
          await suite.api.get<OutboxMessage[]>(`/admin/outbox?recipient=${phone}`, {
            token: admin.token,
          })
        ).body.results!.map((message) => message.body);
      const stored = async () =>
        (
          await db
            .selectFrom('outbox')
            .select('body')
            .where('recipient', '=', phone)
            .orderBy('id')
            .execute()
        ).map((row) => row.body);
      const masked = (body: string | undefined) =>
        Boolean(body?.includes(PIN_MASK)) && !/\d{6}/.test(body ?? '');
      let clock = Date.now();
      setClockForTests(() => clock);
      try {
        // Expired: readable for its ten minutes, masked from the first read after them.
        await requestPin(username);
        const first = await latestPin(db, phone);
        expect((await listed())[0]).toContain(first);
        clock += PIN_LIFETIME_MS + 1_000;
        expect(masked((await listed())[0])).toBe(true);
        expect(masked((await stored())[0])).toBe(true);

        // Replaced: masked in the commit that voids it; the new one is readable.
        await requestPin(username);
        const second = await latestPin(db, phone);
        clock += PIN_REISSUE_MS + 1_000;
        await requestPin(username);
        const third = await latestPin(db, phone);
        expect(second).not.toBe(PIN_MASK);
        expect(masked((await stored())[1])).toBe(true);
        expect((await listed())[0]).toContain(third);

        // Tried out: the fifth wrong try voids it and masks it.
        for (let attempt = 0; attempt < 5; attempt += 1) {
          await suite.api.post('/user/check-pin', { username, pin: otherPin(third) });
        }
        expect(masked((await stored())[2])).toBe(true);

        // Used: masked in the reset's own commit.
        clock += PIN_REISSUE_MS + 1_000;
        await requestPin(username);
        const fourth = await latestPin(db, phone);
        const reset = { username, pin: fourth, password: 'a-fresh-password' };
        expect((await suite.api.post('/user/reset-password', reset)).status).toBe(200);
        expect(masked((await stored())[3])).toBe(true);
        expect((await listed()).map(masked)).toEqual([true, true, true, true]);
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
