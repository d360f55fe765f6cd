import { expect, it } from '@jest/globals';
import type { AuthResult, User } from '@/contracts/account';
import { TOKEN_LIFETIME_MS } from '@/server/auth/sessions';
import { setClockForTests } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { isUniqueViolation } from '@/server/db/db-errors';
import { maskEmail, maskPhone } from '@/server/modules/accounts/contact-notices';
import * as userRepository from '@/server/modules/accounts/user-repository';
import { DEFAULT_LIMITS } from '@/server/rate-limit/attempt-limits';
import { DEFAULT_PASSWORD, registerCustomer, uniquePhone } from './support/accounts';
import { describeApi } from './support/describe-api';
import { databaseFingerprint } from './support/snapshot';

// The conflict check can be told to see nothing, to play a request that took the value
// between another's check and its write (the global `jest`: only its jest.mock is hoisted).
jest.mock('@/server/modules/accounts/user-repository', () => {
  const actual = jest.requireActual<typeof userRepository>(
    '@/server/modules/accounts/user-repository',
  );
  return { ...actual, takenIdentityFields: jest.fn(actual.takenIdentityFields) };
});

/** What the shop sent to `recipient`, oldest first. */
async function sentTo(db: Db, recipient: string) {
  return db
    .selectFrom('outbox')
    .select(['channel', 'subject', 'body'])
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();
}

const toArabicDigits = (value: string) =>
  value.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);

describeApi('accounts', (suite) => {
  it('registers a customer with a mobile number and returns a working token', async () => {
    const phone = uniquePhone();
    const response = await suite.api.post<AuthResult>('/user/register', {
      name: '  Ahmed Saleh ',
      username: phone,
      phone,
      password: DEFAULT_PASSWORD,
    });
    expect(response.status).toBe(200);
    const result = response.body.results;
    expect(result?.token).toMatch(/^[\w-]{40,}$/);
    expect(result?.user).toEqual({
      id: expect.any(Number),
      name: 'Ahmed Saleh',
      username: phone,
      email: null,
      phone,
      role: 'customer',
    });
    const profile = await suite.api.get<User>('/user/profile', { token: result?.token });
    expect(profile.status).toBe(200);
    // The profile adds the credit an accepted complaint leaves (none yet).
    expect(profile.body.results).toEqual({ ...result?.user, credit: 0 });
    expect(JSON.stringify(profile.body)).not.toMatch(/password|hash|scrypt/i);
  });

  it('accepts Arabic-Indic digits and an e-mail username, folded to one form', async () => {
    const arabic = await suite.api.post<AuthResult>('/user/register', {
      name: 'منى',
      username: '٠١٠٩٨٧٦٥٤٣٢',
      phone: '٠١٠ ٩٨٧ ٦٥٤٣٢',
      password: DEFAULT_PASSWORD,
    });
    expect(arabic.status).toBe(200);
    expect(arabic.body.results?.user.username).toBe('01098765432');
    expect(arabic.body.results?.user.phone).toBe('01098765432');
    const login = await suite.api.post('/user/login', {
      username: '01098765432',
      password: DEFAULT_PASSWORD,
    });
    expect(login.status).toBe(200);

    const email = await suite.api.post<AuthResult>('/user/register', {
      name: 'Sara',
      username: 'Sara.Kamel@Example.COM',
      phone: uniquePhone(),
      password: DEFAULT_PASSWORD,
    });
    expect(email.body.results?.user).toMatchObject({
      username: 'sara.kamel@example.com',
      email: 'sara.kamel@example.com',
    });
  });

  it('refuses a taken username with 409 and invalid fields with 400 naming each, in Arabic too', async () => {
    const customer = await registerCustomer(suite.api);
    const taken = await suite.api.post('/user/register', {
      name: 'Other',
      username: customer.user.username,
      phone: uniquePhone(),
      password: DEFAULT_PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toHaveProperty('username');

    const invalid = await suite.api.post(
      '/user/register',
      { name: 'A', username: 'not a phone', phone: '0123', email: 'nope', password: 'short' },
      { lang: 'ar' },
    );
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual([
      'email',
      'name',
      'password',
      'phone',
      'username',
    ]);
    for (const reason of Object.values(invalid.body.errors ?? {}))
      expect(reason).toMatch(/[\u0600-\u06FF]/);
    expect(invalid.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('never lets a client choose or change its role', async () => {
    const phone = uniquePhone();
    const asAdmin = await suite.api.post('/user/register', {
      name: 'Eve',
      username: phone,
      phone,
      password: DEFAULT_PASSWORD,
      role: 'admin',
    });
    expect(asAdmin.status).toBe(400);
    expect(asAdmin.body.errors).toHaveProperty('role');
    const login = await suite.api.post('/user/login', {
      username: phone,
      password: DEFAULT_PASSWORD,
    });
    expect(login.status).toBe(400);

    const customer = await registerCustomer(suite.api);
    const escalate = await suite.api.post(
      '/user/update_account/',
      { role: 'admin' },
      { token: customer.token },
    );
    expect(escalate.status).toBe(400);
    const profile = await suite.api.get<User>('/user/profile', { token: customer.token });
    expect(profile.body.results?.role).toBe('customer');
    const outbox = await suite.api.get('/admin/outbox', { token: customer.token });
    expect(outbox.status).toBe(403);
  });

  it('signs in with the right password only, with the same answer for unknown users', async () => {
    const customer = await registerCustomer(suite.api);
    const ok = await suite.api.post<AuthResult>('/user/login', {
      username: customer.user.username,
      password: customer.password,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.results?.token).not.toBe(customer.token);
    const wrong = await suite.api.post('/user/login', {
      username: customer.user.username,
      password: 'wrong-password',
    });
    const unknown = await suite.api.post('/user/login', {
      username: uniquePhone(),
      password: 'wrong-password',
    });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses calls without a token, with a malformed one or a made-up one, with 401', async () => {
    const paths = [
      '/user/profile',
      '/user/orders/list',
      '/user/fav_items/list',
      '/user/address/list',
    ];
    for (const path of paths) {
      for (const token of [undefined, 'x', 'a'.repeat(43)]) {
        const response = await suite.api.get(path, { token });
        expect(response.status).toBe(401);
        expect(response.body.success).toBe(false);
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      }
      const basic = await suite.api.get(path, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
      expect(basic.status).toBe(401);
    }
  });

  it('revokes the token on logout', async () => {
    const customer = await registerCustomer(suite.api);
    const logout = await suite.api.post('/user/logout', {}, { token: customer.token });
    expect(logout.status).toBe(200);
    expect(logout.body.results).toBeNull();
    expect((await suite.api.get('/user/profile', { token: customer.token })).status).toBe(401);
    expect((await suite.api.post('/user/logout', {}, { token: customer.token })).status).toBe(401);
  });

  it('expires tokens after 30 days', async () => {
    const customer = await registerCustomer(suite.api);
    const start = Date.now();
    setClockForTests(() => start + TOKEN_LIFETIME_MS - 60_000);
    expect((await suite.api.get('/user/profile', { token: customer.token })).status).toBe(200);
    setClockForTests(() => start + TOKEN_LIFETIME_MS + 60_000);
    expect((await suite.api.get('/user/profile', { token: customer.token })).status).toBe(401);
    setClockForTests(undefined);
  });

  it('updates the profile, removing the e-mail with an empty string', async () => {
    const customer = await registerCustomer(suite.api, { email: 'old@example.com' });
    const phone = uniquePhone();
    const update = await suite.api.post<User>(
      '/user/update_account/',
      { name: 'New Name', phone, email: 'NEW@example.com', password: customer.password },
      { token: customer.token },
    );
    expect(update.status).toBe(200);
    expect(update.body.results).toMatchObject({
      name: 'New Name',
      phone,
      email: 'new@example.com',
    });
    const cleared = await suite.api.post<User>(
      '/user/update_account',
      { email: '', password: customer.password },
      { token: customer.token },
    );
    expect(cleared.body.results?.email).toBeNull();
    expect(cleared.body.results?.name).toBe('New Name');
    const bad = await suite.api.post(
      '/user/update_account',
      { phone: '123', name: '' },
      { token: customer.token },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['name', 'phone']);
  });

  it('asks for the current password before the e-mail or phone changes, and changes nothing without it', async () => {
    const customer = await registerCustomer(suite.api, { email: 'mona.saved@example.com' });
    const { token } = customer;
    const changes = [{ phone: uniquePhone() }, { email: 'mona.new@example.com' }, { email: '' }];
    const before = await databaseFingerprint(suite.server.db);
    for (const change of changes) {
      const missing = await suite.api.post('/user/update_account', change, { token, lang: 'ar' });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.errors ?? {})).toEqual(['password']);
      expect(missing.body.errors?.password).toMatch(/[\u0600-\u06FF]/);
      const wrong = await suite.api.post(
        '/user/update_account',
        { ...change, name: 'Not Saved', password: 'not-the-password' },
        { token },
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({ password: 'The current password is wrong.' });
    }
    expect(await databaseFingerprint(suite.server.db)).toEqual(before);

    // The same e-mail and phone sent back, however written, are no change: no password.
    const same = await suite.api.post<User>(
      '/user/update_account',
      {
        name: 'Mona Saved',
        email: ' Mona.Saved@Example.COM ',
        phone: toArabicDigits(customer.user.phone).replace(/^(.{3})/, '$1-'),
      },
      { token },
    );
    expect(same.status).toBe(200);
    expect(same.body.results).toMatchObject({
      name: 'Mona Saved',
      email: 'mona.saved@example.com',
      phone: customer.user.phone,
    });
    expect(await sentTo(suite.server.db, 'mona.saved@example.com')).toEqual([]);
  });

  it('spends the sign-in budget on wrong passwords, so a stolen token gets no guesses of its own', async () => {
    const customer = await registerCustomer(suite.api);
    const { pair } = DEFAULT_LIMITS.signIn;
    const change = { phone: uniquePhone() };
    for (let guess = 0; guess < 2; guess += 1) {
      const login = await suite.api.post('/user/login', {
        username: customer.user.username,
        password: `guess-${guess}`,
      });
      expect(login.status).toBe(400);
    }
    for (let guess = 2; guess < pair.points; guess += 1) {
      const wrong = await suite.api.post(
        '/user/update_account',
        { ...change, password: `guess-${guess}` },
        { token: customer.token },
      );
      expect(wrong.status).toBe(400);
    }
    // The budget is spent: the right password is refused here and at sign-in alike.
    const right = await suite.api.post(
      '/user/update_account',
      { ...change, password: customer.password },
      { token: customer.token },
    );
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    const login = await suite.api.post('/user/login', {
      username: customer.user.username,
      password: customer.password,
    });
    expect(login.status).toBe(429);
    const profile = await suite.api.get<User>('/user/profile', { token: customer.token });
    expect(profile.body.results?.phone).toBe(customer.user.phone);
  });

  it('changes the e-mail and phone with the right password and tells the old ones, in the caller’s language', async () => {
    const customer = await registerCustomer(suite.api, { email: 'noha.old@example.com' });
    const oldPhone = customer.user.phone;
    const newPhone = uniquePhone();
    const update = await suite.api.post<User>(
      '/user/update_account',
      { email: 'Noha.New@Example.com', phone: newPhone, password: customer.password },
      { token: customer.token },
    );
    expect(update.status).toBe(200);
    expect(update.body.results).toMatchObject({ email: 'noha.new@example.com', phone: newPhone });

    const [mail, ...moreMail] = await sentTo(suite.server.db, 'noha.old@example.com');
    expect(moreMail).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your account details were changed' });
    expect(mail?.body).toContain(`changed to ${maskEmail('noha.new@example.com')}`);
    expect(maskEmail('noha.new@example.com')).toBe('no•••@example.com');
    expect(mail?.body).not.toContain('noha.new@');
    expect(mail?.body).toMatch(/did not make this change, contact the shop/);
    const [text, ...moreText] = await sentTo(suite.server.db, oldPhone);
    expect(moreText).toEqual([]);
    expect(text?.channel).toBe('sms');
    expect(text?.body).toContain(maskPhone(newPhone));
    expect(text?.body).not.toContain(newPhone);
    // Nothing went to the new addresses: only their owner's word says they are theirs.
    expect(await sentTo(suite.server.db, 'noha.new@example.com')).toEqual([]);
    expect(await sentTo(suite.server.db, newPhone)).toEqual([]);

    // Removed, in Arabic: the notice goes to the e-mail being removed.
    const removed = await suite.api.post(
      '/user/update_account',
      { email: null, password: customer.password },
      { token: customer.token, lang: 'ar' },
    );
    expect(removed.status).toBe(200);
    const [removal] = await sentTo(suite.server.db, 'noha.new@example.com');
    expect(removal?.subject).toBe('بيانات حسابك اتغيّرت');
    expect(removal?.body).toMatch(/البريد الإلكتروني اتشال/);

    // Added where there was none: the phone, where reset PINs went until now, hears of it.
    const added = await suite.api.post(
      '/user/update_account',
      { email: 'noha.third@example.com', password: customer.password },
      { token: customer.token },
    );
    expect(added.status).toBe(200);
    const toPhone = await sentTo(suite.server.db, newPhone);
    expect(toPhone).toHaveLength(1);
    expect(toPhone[0]?.body).toContain(maskEmail('noha.third@example.com'));
  });

  it('refuses another account’s e-mail (any case) or phone (any way written) with 409, changing nothing', async () => {
    const owner = await registerCustomer(suite.api, { email: 'owner.taken@example.com' });
    const other = await registerCustomer(suite.api, { email: 'other.free@example.com' });
    const { token, password } = other;
    const ownerPhone = toArabicDigits(owner.user.phone).replace(/^(.{3})(.{4})/, '$1 $2-');
    const before = await databaseFingerprint(suite.server.db);

    const email = await suite.api.post(
      '/user/update_account',
      { email: 'OWNER.Taken@example.com', password },
      { token },
    );
    expect(email.status).toBe(409);
    expect(email.body.errors).toEqual({
      email: 'This e-mail address belongs to another account.',
    });
    expect(email.body.message).toBe('This e-mail address belongs to another account.');
    const phone = await suite.api.post(
      '/user/update_account',
      { phone: ownerPhone, password },
      { token, lang: 'ar' },
    );
    expect(phone.status).toBe(409);
    expect(Object.keys(phone.body.errors ?? {})).toEqual(['phone']);
    expect(phone.body.errors?.phone).toBe('رقم الموبايل ده متسجّل لحساب تاني.');
    const both = await suite.api.post(
      '/user/update_account',
      { name: 'Both Taken', phone: owner.user.phone, email: owner.user.email, password },
      { token },
    );
    expect(both.status).toBe(409);
    expect(Object.keys(both.body.errors ?? {}).sort()).toEqual(['email', 'phone']);
    // The password is checked first: without it, nobody learns which numbers have accounts.
    const guess = await suite.api.post(
      '/user/update_account',
      { phone: owner.user.phone, password: 'not-the-password' },
      { token },
    );
    expect(guess.status).toBe(400);
    expect(Object.keys(guess.body.errors ?? {})).toEqual(['password']);
    expect(await databaseFingerprint(suite.server.db)).toEqual(before);

    // Nor can a new account take them.
    const signUp = (body: Record<string, string>) =>
      suite.api.post('/user/register', {
        name: 'Late Comer',
        password: DEFAULT_PASSWORD,
        ...body,
      });
    const phoneTaken = await signUp({ username: 'late.comer@example.com', phone: ownerPhone });
    expect(phoneTaken.status).toBe(409);
    expect(Object.keys(phoneTaken.body.errors ?? {})).toEqual(['phone']);
    const fresh = uniquePhone();
    const emailTaken = await signUp({
      username: fresh,
      phone: fresh,
      email: 'Owner.Taken@Example.com',
    });
    expect(emailTaken.status).toBe(409);
    expect(Object.keys(emailTaken.body.errors ?? {})).toEqual(['email']);
    expect(await databaseFingerprint(suite.server.db)).toEqual(before);
  });

  it('answers 409, not 500, when another request takes the value between the check and the write', async () => {
    const owner = await registerCustomer(suite.api, { email: 'racer.one@example.com' });
    const late = await registerCustomer(suite.api);
    // The check sees nothing, as it would had the owner's write come just after it.
    jest.mocked(userRepository.takenIdentityFields).mockResolvedValueOnce([]);
    const before = await databaseFingerprint(suite.server.db);
    const raced = await suite.api.post(
      '/user/update_account',
      { phone: owner.user.phone, password: late.password },
      { token: late.token },
    );
    expect(raced.status).toBe(409);
    expect(Object.keys(raced.body.errors ?? {})).toEqual(['phone']);
    jest.mocked(userRepository.takenIdentityFields).mockResolvedValueOnce([]);
    const racedMail = await suite.api.post(
      '/user/update_account',
      { email: 'RACER.ONE@example.com', password: late.password },
      { token: late.token },
    );
    expect(racedMail.status).toBe(409);
    expect(Object.keys(racedMail.body.errors ?? {})).toEqual(['email']);
    expect(await databaseFingerprint(suite.server.db)).toEqual(before);

    // The database itself holds the rule, whatever the application does.
    const write = suite.server.db
      .updateTable('users')
      .set({ email: 'Racer.One@Example.com' })
      .where('id', '=', late.user.id)
      .execute();
    await expect(write.catch((error: unknown) => isUniqueViolation(error))).resolves.toBe(true);

    // Many accounts asking for one new number at once: one gets it, the rest 409.
    const contenders = await Promise.all(
      Array.from({ length: 6 }, () => registerCustomer(suite.api)),
    );
    const wanted = uniquePhone();
    const answers = await Promise.all(
      contenders.map((contender) =>
        suite.api.post(
          '/user/update_account',
          { phone: wanted, password: contender.password },
          { token: contender.token },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const holders = await suite.server.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', wanted)
      .execute();
    expect(holders).toHaveLength(1);
  });

  it('changes the password, keeping this token and revoking the others', async () => {
    const customer = await registerCustomer(suite.api);
    const other = await suite.api.post<AuthResult>('/user/login', {
      username: customer.user.username,
      password: customer.password,
    });
    const wrong = await suite.api.post(
      '/user/change_password',
      { password: 'not-the-password', new_password: 'brand-new-pass' },
      { token: customer.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty('password');
    const same = await suite.api.post(
      '/user/change_password',
      { password: customer.password, new_password: customer.password },
      { token: customer.token },
    );
    expect(same.status).toBe(400);
    expect(same.body.errors).toHaveProperty('new_password');

    const changed = await suite.api.post(
      '/user/change_password',
      { password: customer.password, new_password: 'brand-new-pass' },
      { token: customer.token },
    );
    expect(changed.status).toBe(200);
    expect((await suite.api.get('/user/profile', { token: customer.token })).status).toBe(200);
    expect(
      (await suite.api.get('/user/profile', { token: other.body.results?.token })).status,
    ).toBe(401);
    const oldLogin = await suite.api.post('/user/login', {
      username: customer.user.username,
      password: customer.password,
    });
    expect(oldLogin.status).toBe(400);
    const newLogin = await suite.api.post('/user/login', {
      username: customer.user.username,
      password: 'brand-new-pass',
    });
    expect(newLogin.status).toBe(200);
  });
});
