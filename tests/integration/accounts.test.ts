import { expect, it } from '@jest/globals';
import type { AuthResult, User } from '@/contracts/account';
import { TOKEN_LIFETIME_MS } from '@/server/auth/sessions';
import { setClockForTests } from '@/server/clock';
import { DEFAULT_PASSWORD, registerCustomer, uniquePhone } from './support/accounts';
import { describeApi } from './support/describe-api';

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
    expect(profile.body.results).toEqual(result?.user);
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
      { name: 'New Name', phone, email: 'NEW@example.com' },
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
      { email: '' },
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
