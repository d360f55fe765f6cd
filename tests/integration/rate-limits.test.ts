import { expect, it } from '@jest/globals';
import { DEFAULT_LIMITS } from '@/server/rate-limit/attempt-limits';
import { registerCustomer, uniquePhone } from './support/accounts';
import { describeApi } from './support/describe-api';
import { RELAXED_LIMITS } from './support/test-server';

function expectTooMany(response: {
  status: number;
  headers: Headers;
  body: { message: string };
}): void {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  // The wait, in the digits of the message's language (Arabic-Indic in Arabic).
  expect(response.body.message).toMatch(/[0-9\u0660-\u0669]+/);
}

describeApi(
  'rate limits',
  (suite) => {
    it('stops guessing one account’s password after 5 failures, even with the right one', async () => {
      const customer = await registerCustomer(suite.api);
      for (let attempt = 0; attempt < DEFAULT_LIMITS.loginUser.points; attempt += 1) {
        const wrong = await suite.api.post('/user/login', {
          username: customer.user.username,
          password: `guess-${attempt}`,
        });
        expect(wrong.status).toBe(400);
      }
      const blocked = await suite.api.post('/user/login', {
        username: customer.user.username,
        password: customer.password,
      });
      expectTooMany(blocked);
      const other = await registerCustomer(suite.api);
      const unaffected = await suite.api.post('/user/login', {
        username: other.user.username,
        password: other.password,
      });
      expect(unaffected.status).toBe(200);
    });

    it('limits unknown usernames the same way, so the limit reveals nothing', async () => {
      const ghost = uniquePhone();
      for (let attempt = 0; attempt < DEFAULT_LIMITS.loginUser.points; attempt += 1) {
        await suite.api.post('/user/login', { username: ghost, password: 'whatever-pass' });
      }
      expectTooMany(
        await suite.api.post('/user/login', { username: ghost, password: 'whatever-pass' }),
      );
    });

    it('limits forgot-password per username, in Arabic too', async () => {
      const customer = await registerCustomer(suite.api);
      for (let attempt = 0; attempt < DEFAULT_LIMITS.forgotUser.points; attempt += 1) {
        const ok = await suite.api.post('/user/forget_password', {
          username: customer.user.username,
        });
        expect(ok.status).toBe(200);
      }
      const blocked = await suite.api.post(
        '/user/forget_password',
        { username: customer.user.username },
        { lang: 'ar' },
      );
      expectTooMany(blocked);
      expect(blocked.body.message).toMatch(/[\u0600-\u06FF]/);
    });
  },
  {
    limits: {
      ...RELAXED_LIMITS,
      loginUser: DEFAULT_LIMITS.loginUser,
      forgotUser: DEFAULT_LIMITS.forgotUser,
    },
  },
);

describeApi(
  'rate limits per client address',
  (suite) => {
    it('limits failed logins from one address across usernames', async () => {
      const budget = DEFAULT_LIMITS.loginIp.points;
      for (let attempt = 0; attempt < budget; attempt += 1) {
        await suite.api.post('/user/login', {
          username: uniquePhone(),
          password: 'wrong-password',
        });
      }
      expectTooMany(
        await suite.api.post('/user/login', {
          username: uniquePhone(),
          password: 'wrong-password',
        }),
      );
    });

    it('limits wrong PINs from one address', async () => {
      for (let attempt = 0; attempt < DEFAULT_LIMITS.pinIp.points; attempt += 1) {
        const wrong = await suite.api.post('/user/check-pin', {
          username: uniquePhone(),
          pin: '000000',
        });
        expect(wrong.status).toBe(400);
      }
      expectTooMany(
        await suite.api.post('/user/check-pin', { username: uniquePhone(), pin: '000000' }),
      );
      expectTooMany(
        await suite.api.post('/user/reset-password', {
          username: uniquePhone(),
          pin: '000000',
          password: 'long-enough-1',
        }),
      );
    });

    it('limits forgot-password and registrations from one address', async () => {
      for (let attempt = 0; attempt < DEFAULT_LIMITS.forgotIp.points; attempt += 1) {
        await suite.api.post('/user/forget_password', { username: uniquePhone() });
      }
      expectTooMany(await suite.api.post('/user/forget_password', { username: uniquePhone() }));
      for (let attempt = 0; attempt < DEFAULT_LIMITS.registerIp.points; attempt += 1) {
        await registerCustomer(suite.api);
      }
      const phone = uniquePhone();
      expectTooMany(
        await suite.api.post('/user/register', {
          name: 'Late',
          username: phone,
          phone,
          password: 'long-enough-1',
        }),
      );
    });
  },
  { limits: DEFAULT_LIMITS },
);
