import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@/contracts/audit';
import type { StaffMember } from '@/contracts/staff-accounts';
import { DEFAULT_PASSWORD, registerCustomer, uniquePhone, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { registerStaff } from './support/staff';

const WRONG_CREDENTIALS_AR = 'اسم المستخدم أو كلمة المرور غلط.';

describeApi('staff accounts', (suite) => {
  let admin: Customer;
  let seller: Customer;
  let customer: Customer;

  beforeAll(async () => {
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
    customer = await registerCustomer(suite.api);
  });

  const list = (token = admin.token) => suite.api.get<StaffMember[]>('/admin/staff', { token });
  const create = (body: Record<string, unknown>, token = admin.token, lang?: string) =>
    suite.api.post<StaffMember>('/admin/staff/new', body, { token, lang });
  const update = (id: number, body: Record<string, unknown>, token = admin.token, lang?: string) =>
    suite.api.post<StaffMember>(`/admin/staff/${id}`, body, { token, lang });
  const signIn = (username: string, password = DEFAULT_PASSWORD, lang?: string) =>
    suite.api.post<{ token: string }>('/user/login', { username, password }, { lang });

  /** A new staff member made through the API, and its token. */
  async function added(role: string, name = `New ${role}`) {
    const phone = uniquePhone();
    const answer = await create({ name, username: phone, phone, password: DEFAULT_PASSWORD, role });
    expect(answer.status).toBe(200);
    const member = answer.body.results as StaffMember;
    const login = await signIn(phone);
    expect(login.status).toBe(200);
    return { member, token: login.body.results?.token ?? '' };
  }

  describe('who may call', () => {
    it('refuses no token with 401, and a seller, a customer or a driver with 403', async () => {
      expect((await suite.api.get('/admin/staff')).status).toBe(401);
      expect((await suite.api.post('/admin/staff/new', {})).status).toBe(401);
      expect((await suite.api.post(`/admin/staff/${seller.user.id}`, { name: 'X' })).status).toBe(
        401,
      );
      const { token: driver } = await added('driver');
      for (const token of [seller.token, customer.token, driver]) {
        expect((await list(token)).status).toBe(403);
        expect((await create({ name: 'Nope' }, token)).status).toBe(403);
        expect((await update(seller.user.id, { name: 'Nope' }, token)).status).toBe(403);
      }
      // A seller is told who may; nothing changed.
      const refused = await list(seller.token);
      expect(refused.body.message).toMatch(/admin/i);
    });
  });

  describe('adding', () => {
    it.each(['seller', 'admin', 'driver'] as const)(
      'adds a new %s who can sign in',
      async (role) => {
        const { member, token } = await added(role, `Added ${role}`);
        expect(member).toEqual({
          id: expect.any(Number),
          name: `Added ${role}`,
          username: member.phone,
          phone: member.phone,
          role,
          is_active: true,
        });
        const profile = await suite.api.get<{ role: string }>('/user/profile', { token });
        expect(profile.body.results?.role).toBe(role);
        const listed = (await list()).body.results ?? [];
        expect(listed).toContainEqual(member);
      },
    );

    it('lists staff only, never customers', async () => {
      const ids = (await list()).body.results?.map((member) => member.id) ?? [];
      expect(ids).toEqual(expect.arrayContaining([admin.user.id, seller.user.id]));
      expect(ids).not.toContain(customer.user.id);
    });

    it('keeps a driver out of every staff call', async () => {
      const { token } = await added('driver');
      expect((await suite.api.get('/admin/orders', { token })).status).toBe(403);
      expect((await suite.api.get('/admin/summary', { token })).status).toBe(403);
    });

    it('refuses a username or phone another account has, naming the field, in Arabic', async () => {
      const before = (await list()).body.results?.length;
      const takenUser = await create(
        {
          name: 'Twin',
          username: customer.user.username,
          phone: uniquePhone(),
          password: DEFAULT_PASSWORD,
          role: 'seller',
        },
        admin.token,
        'ar',
      );
      expect(takenUser.status).toBe(409);
      expect(Object.keys(takenUser.body.errors ?? {})).toEqual(['username']);
      expect(takenUser.body.errors?.username).toMatch(/[\u0600-\u06ff]/);
      const phone = uniquePhone();
      const takenPhone = await create({
        name: 'Twin',
        username: phone,
        phone: seller.user.phone,
        password: DEFAULT_PASSWORD,
        role: 'seller',
      });
      expect(takenPhone.status).toBe(409);
      expect(Object.keys(takenPhone.body.errors ?? {})).toEqual(['phone']);
      expect((await list()).body.results?.length).toBe(before);
    });

    it('refuses bad input with 400, every field named in the caller’s language', async () => {
      const before = (await list()).body.results;
      const answer = await create(
        { name: '<b>', username: 'nobody', phone: '123', password: 'short', role: 'customer' },
        admin.token,
        'ar',
      );
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(
        ['name', 'password', 'phone', 'role', 'username'].sort(),
      );
      expect(answer.body.errors?.role).toBe('اختار بائع أو مدير أو مندوب توصيل.');
      const english = await create({ name: 'Ok Name', username: 'x', role: 'owner' });
      expect(english.status).toBe(400);
      expect(english.body.errors?.role).toBe('Choose seller, admin or driver.');
      const empty = await update(seller.user.id, {});
      expect(empty.status).toBe(400);
      const badRole = await update(seller.user.id, { role: 'customer' });
      expect(badRole.status).toBe(400);
      expect((await list()).body.results).toEqual(before);
    });
  });

  describe('editing', () => {
    it('changes name, phone and role, and records it without the password', async () => {
      const { member } = await added('seller', 'Before Edit');
      const phone = uniquePhone();
      const answer = await update(member.id, {
        name: 'After Edit',
        phone: `${phone.slice(0, 3)} ${phone.slice(3)}`,
        role: 'driver',
        password: 'brand-new-pass-1',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.results).toEqual({ ...member, name: 'After Edit', phone, role: 'driver' });
      expect((await signIn(member.username)).status).toBe(400);
      expect((await signIn(member.username, 'brand-new-pass-1')).status).toBe(200);
      const audit = await suite.api.get<AuditEntry[]>(
        `/admin/audit?entity=staff&entity_id=${member.id}`,
        { token: admin.token },
      );
      const entries = audit.body.results ?? [];
      expect(entries.map((entry) => entry.action)).toEqual(['staff.update', 'staff.create']);
      expect(entries[0]).toMatchObject({
        user: { id: admin.user.id, role: 'admin' },
        subject: { label: 'After Edit' },
        before: { name: 'Before Edit', role: 'seller', is_active: true },
        after: { name: 'After Edit', phone, role: 'driver', password_changed: true },
      });
      const text = JSON.stringify(audit.body);
      expect(text).not.toContain('brand-new-pass-1');
      expect(text).not.toContain(DEFAULT_PASSWORD);
      expect(text).not.toContain('password_hash');
    });

    it('refuses another account’s phone, and a customer’s id is no staff account', async () => {
      const { member } = await added('seller');
      const taken = await update(member.id, { phone: customer.user.phone });
      expect(taken.status).toBe(409);
      expect(Object.keys(taken.body.errors ?? {})).toEqual(['phone']);
      expect((await update(customer.user.id, { name: 'Promoted' })).status).toBe(404);
      expect((await update(99_999, { name: 'Ghost' })).status).toBe(404);
    });

    it('switches an account off: signed out at once, refused as a wrong password', async () => {
      const { member, token } = await added('seller');
      const off = await update(member.id, { is_active: false });
      expect(off.status).toBe(200);
      expect(off.body.results?.is_active).toBe(false);
      expect((await suite.api.get('/user/profile', { token })).status).toBe(401);
      const refused = await signIn(member.username, DEFAULT_PASSWORD, 'ar');
      const wrong = await signIn(member.username, 'not-the-password', 'ar');
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(wrong.body);
      expect(refused.body.message).toBe(WRONG_CREDENTIALS_AR);
      // Switched on again, the account signs in; the old token stays dead.
      expect((await update(member.id, { is_active: true })).status).toBe(200);
      expect((await signIn(member.username)).status).toBe(200);
      expect((await suite.api.get('/user/profile', { token })).status).toBe(401);
    });

    it('takes a demoted admin’s admin calls away on their next call', async () => {
      const { member, token } = await added('admin');
      expect((await list(token)).status).toBe(200);
      expect((await update(member.id, { role: 'seller' })).status).toBe(200);
      expect((await list(token)).status).toBe(403);
      expect((await suite.api.get('/admin/orders', { token })).status).toBe(200);
    });
  });

  describe('the admins cannot lock themselves out', () => {
    it('refuses an admin switching off or demoting themself, in their language', async () => {
      const self = await update(admin.user.id, { role: 'seller' }, admin.token, 'ar');
      expect(self.status).toBe(409);
      expect(Object.keys(self.body.errors ?? {})).toEqual(['role']);
      expect(self.body.message).toMatch(/[\u0600-\u06ff]/);
      const off = await update(admin.user.id, { is_active: false });
      expect(off.status).toBe(409);
      expect(Object.keys(off.body.errors ?? {})).toEqual(['is_active']);
      // Their own name and password are theirs to change; the session they did it from stays.
      expect((await update(admin.user.id, { name: 'Head Admin' })).status).toBe(200);
      const otherDevice = (await signIn(admin.user.username)).body.results?.token ?? '';
      expect(
        (await update(admin.user.id, { password: DEFAULT_PASSWORD.split('').reverse().join('') }))
          .status,
      ).toBe(200);
      expect((await suite.api.get('/user/profile', { token: otherDevice })).status).toBe(401);
      expect((await suite.api.get('/user/profile', { token: admin.token })).status).toBe(200);
      expect((await update(admin.user.id, { password: DEFAULT_PASSWORD })).status).toBe(200);
      const me = (await list()).body.results?.find((member) => member.id === admin.user.id);
      expect(me).toMatchObject({ role: 'admin', is_active: true, name: 'Head Admin' });
    });

    it('keeps the last active admin when two admins switch each other off at once', async () => {
      const second = await added('admin', 'Second Admin');
      // Only these two admins left active.
      for (const member of (await list()).body.results ?? []) {
        if (member.role === 'admin' && member.is_active && member.id !== admin.user.id) {
          if (member.id !== second.member.id) await update(member.id, { is_active: false });
        }
      }
      const [first, other] = await Promise.all([
        update(second.member.id, { is_active: false }),
        update(admin.user.id, { is_active: false }, second.token, 'ar'),
      ]);
      const statuses = [first.status, other.status];
      // One wins; the other is refused (409), or signed out already (401) when it came second.
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      for (const answer of [first, other]) {
        if (answer.status === 409) expect(answer.body.errors?.is_active).toBeTruthy();
        else expect([200, 401]).toContain(answer.status);
      }
      const admins = ((await list()).body.results ?? []).filter(
        (member) => member.role === 'admin' && member.is_active,
      );
      expect(admins).toHaveLength(1);
      // The one left cannot be switched off or demoted by anyone: it is themself.
      const last = admins[0] as StaffMember;
      const lastToken = last.id === admin.user.id ? admin.token : second.token;
      expect((await update(last.id, { is_active: false }, lastToken)).status).toBe(409);
      expect((await update(last.id, { role: 'driver' }, lastToken)).status).toBe(409);
    });
  });
});
