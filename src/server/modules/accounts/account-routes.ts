import { defineRoute } from '@/server/http/define-route';
import { headerValueOf } from '@/server/http/request-info';
import {
  changePassword,
  login,
  logout,
  profileWithCredit,
  register,
  updateAccount,
} from './account-service';
import { checkPin, forgotPassword, resetPassword } from './password-reset-service';

export const userRegister = defineRoute('userRegister', {
  summary:
    'Creates a customer account and signs it in. 409 when the username, phone or e-mail is another account’s.',
  async handle({ db, body, clientIp }) {
    return { results: await register(db, body, clientIp), message: 'ok.registered' };
  },
});

export const userLogin = defineRoute('userLogin', {
  summary: 'Signs in with username (mobile or e-mail) and password; returns a 30-day bearer token.',
  async handle({ db, body, clientIp }) {
    return { results: await login(db, body, clientIp), message: 'ok.signed_in' };
  },
});

export const userLogout = defineRoute('userLogout', {
  summary: 'Revokes the token the call carried.',
  async handle({ db, user }) {
    await logout(db, user);
    return { results: null, message: 'ok.signed_out' };
  },
});

export const userProfile = defineRoute('userProfile', {
  summary:
    "The caller's account, with `credit`: the EGP an accepted complaint left them, which their next orders take off their totals (0 for none).",
  async handle({ db, user }) {
    return { results: await profileWithCredit(db, user.userId) };
  },
});

export const userUpdateAccount = defineRoute('userUpdateAccount', {
  summary:
    "Updates name, e-mail ('' or null removes it) or phone. A new e-mail or phone needs the current `password` (400) and may not be another account's (409). The role cannot be changed.",
  async handle({ db, user, body, clientIp, locale }) {
    const results = await updateAccount(db, user.userId, body, { clientIp, locale });
    return { results, message: 'ok.profile_updated' };
  },
});

export const userChangePassword = defineRoute('userChangePassword', {
  summary: 'Checks the current password, sets the new one and revokes every other token.',
  async handle({ db, user, body, clientIp }) {
    await changePassword(db, user, body, clientIp);
    return { results: null, message: 'ok.password_changed' };
  },
});

export const userForgetPassword = defineRoute('userForgetPassword', {
  summary: 'Sends a 6-digit PIN valid 10 minutes. Answers the same whether or not the user exists.',
  headers: { device_info: 'web' },
  async handle({ db, body, headers, locale, clientIp }) {
    const deviceInfo = (headerValueOf(headers, 'device_info') ?? '').slice(0, 40);
    await forgotPassword(db, { username: body.username, deviceInfo, locale, clientIp });
    return { results: null, message: 'ok.pin_sent' };
  },
});

export const userCheckPin = defineRoute('userCheckPin', {
  summary: 'Whether the PIN is right and fresh (a wrong one uses up one of its 5 tries).',
  async handle({ db, body, clientIp }) {
    await checkPin(db, { ...body, clientIp });
    return { results: null, message: 'ok.pin_valid' };
  },
});

export const userResetPassword = defineRoute('userResetPassword', {
  summary: 'Sets a new password with a valid PIN; the PIN is used up and every token revoked.',
  async handle({ db, body, clientIp }) {
    await resetPassword(db, { ...body, clientIp });
    return { results: null, message: 'ok.password_reset' };
  },
});
