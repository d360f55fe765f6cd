// One account's own rows and secrets under requests sent all at once: its addresses (a cap
// and a single default), its reset PIN (one live at a time) and its sign-in budget (taken
// before the password is checked, one budget for every way in).
import type { Address } from '@/contracts/address';
import { NextAuthBrowser } from '../../../tests/integration/support/next-auth-server';
import { call } from '../../resilience/shop-client';
import type { BurstCase } from '../burst-case';
import { burstOf, countStatus, expectOk, statusProblems, tally } from '../burst';

/** The address book's cap (src/contracts/address.ts). */
const MAX_ADDRESSES = 20;

const addresses: BurstCase = {
  name: 'address book',
  invariant: `an account keeps at most ${MAX_ADDRESSES} addresses, exactly one of them the default`,
  async run(shop) {
    const shopper = await shop.newShopper();
    const answers = await burstOf<Address>(40, shop.origin, '/user/address/new', (index) => ({
      body: {
        recipient: `Burst ${index}`,
        phone: shopper.phone,
        zone_id: shop.zones[0],
        city: 'Mansoura',
        street: `Street ${index}`,
        is_default: true,
      },
      token: shopper.token,
      ip: shopper.ip,
    }));
    const book = expectOk(
      await call<Address[]>(shop.origin, '/user/address/list', {
        token: shopper.token,
        ip: shopper.ip,
      }),
      'address list',
    );
    const defaults = book.filter((address) => address.is_default).length;
    const problems = statusProblems(answers, [200, 400]);
    if (book.length !== MAX_ADDRESSES) problems.push(`${book.length} addresses kept`);
    if (countStatus(answers, 200) !== MAX_ADDRESSES - 1)
      problems.push(`${countStatus(answers, 200)} acknowledged for ${MAX_ADDRESSES - 1} places`);
    if (defaults !== 1) problems.push(`${defaults} defaults`);
    return {
      observed: `40 new default addresses at once beside 1: ${tally(answers)}; ${book.length} kept, ${defaults} default`,
      problems,
    };
  },
};

const pins: BurstCase = {
  name: 'reset PINs',
  invariant: 'an account has at most one live reset PIN, and one message is sent for it',
  async run(shop) {
    const shopper = await shop.newShopper();
    // From six addresses, so that no per-address budget is what stops them.
    const answers = await burstOf<null>(6, shop.origin, '/user/forget_password', () => ({
      body: { username: shopper.phone },
      ip: shop.freshIp(),
      headers: { device_info: 'web' },
    }));
    const at = Date.now();
    const live = await shop.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', shopper.userId)
      .where('used_at', 'is', null)
      .where('voided_at', 'is', null)
      .where('expires_at', '>', at)
      .execute();
    const sent = await shop.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', shopper.phone)
      .execute();
    const problems = statusProblems(answers, [200]);
    if (live.length !== 1) problems.push(`${live.length} live PINs`);
    if (sent.length !== 1) problems.push(`${sent.length} messages sent`);
    return {
      observed: `6 requests at once: ${tally(answers)}; ${live.length} live PIN, ${sent.length} message`,
      problems,
    };
  },
};

const signIn: BurstCase = {
  name: 'sign-in attempts',
  invariant:
    'a burst of wrong passwords gets 5 checks per account and address, and next-auth’s sign-in spends the same budget',
  async run(shop) {
    const shopper = await shop.newShopper();
    const ip = shop.freshIp();
    const answers = await burstOf<null>(15, shop.origin, '/user/login', {
      body: { username: shopper.phone, password: 'not-the-password' },
      ip,
    });
    // The right password now, from the same address, through the shop's own sign-in form.
    const browser = new NextAuthBrowser(shop.origin, ip);
    const refused = await browser.signIn(shopper.phone, shopper.password);
    // And from the owner's own address: never locked out by a stranger's guesses.
    const owner = await call(shop.origin, '/user/login', {
      body: { username: shopper.phone, password: shopper.password },
      ip: shopper.ip,
    });
    const problems = statusProblems(answers, [400, 429]);
    if (countStatus(answers, 400) !== 5) problems.push(`${countStatus(answers, 400)} checked`);
    if (!refused.url.includes('TooManyAttempts'))
      problems.push(`next-auth then answered ${refused.status} ${refused.url}`);
    if (owner.status !== 200) problems.push(`the owner got ${owner.status}`);
    return {
      observed: `15 wrong passwords at once: ${tally(answers)}; next-auth after: ${new URL(refused.url, shop.origin).search || refused.url}; owner ${owner.status}`,
      problems,
    };
  },
};

export const accountCases: BurstCase[] = [addresses, pins, signIn];
