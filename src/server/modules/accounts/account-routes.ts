import { z } from 'zod';
import {
  authResultSchema,
  changePasswordBodySchema,
  checkPinBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updateAccountBodySchema,
  userSchema,
} from '@/contracts/account';
import { defineRoute } from '@/server/http/define-route';
import { headerValueOf } from '@/server/http/request-info';
import { changePassword, login, logout, profile, register, updateAccount } from './account-service';
import { checkPin, forgotPassword, resetPassword } from './password-reset-service';

export const userRegister = defineRoute({
  method: 'POST',
  path: '/user/register',
  auth: 'none',
  summary:
    'Creates a customer account and signs it in. 409 when the username, phone or e-mail is another account’s.',
  body: registerBodySchema,
  response: authResultSchema,
  async handle({ db, body, clientIp }) {
    return { results: await register(db, body, clientIp), message: 'ok.registered' };
  },
});

export const userLogin = defineRoute({
  method: 'POST',
  path: '/user/login',
  auth: 'none',
  summary: 'Signs in with username (mobile or e-mail) and password; returns a 30-day bearer token.',
  body: loginBodySchema,
  response: authResultSchema,
  async handle({ db, body, clientIp }) {
    return { results: await login(db, body, clientIp), message: 'ok.signed_in' };
  },
});

export const userLogout = defineRoute({
  method: 'POST',
  path: '/user/logout',
  auth: 'required',
  summary: 'Revokes the token the call carried.',
  response: z.null(),
  async handle({ db, user }) {
    await logout(db, user);
    return { results: null, message: 'ok.signed_out' };
  },
});

export const userProfile = defineRoute({
  method: 'GET',
  path: '/user/profile',
  auth: 'required',
  summary: "The caller's account.",
  response: userSchema,
  async handle({ db, user }) {
    return { results: await profile(db, user.userId) };
  },
});

export const userUpdateAccount = defineRoute({
  method: 'POST',
  path: '/user/update_account',
  auth: 'required',
  summary:
    "Updates name, e-mail ('' or null removes it) or phone. A new e-mail or phone needs the current `password` (400) and may not be another account's (409). The role cannot be changed.",
  body: updateAccountBodySchema,
  response: userSchema,
  async handle({ db, user, body, clientIp, locale }) {
    const results = await updateAccount(db, user.userId, body, { clientIp, locale });
    return { results, message: 'ok.profile_updated' };
  },
});

export const userChangePassword = defineRoute({
  method: 'POST',
  path: '/user/change_password',
  auth: 'required',
  summary: 'Checks the current password, sets the new one and revokes every other token.',
  body: changePasswordBodySchema,
  response: z.null(),
  async handle({ db, user, body, clientIp }) {
    await changePassword(db, user, body, clientIp);
    return { results: null, message: 'ok.password_changed' };
  },
});

export const userForgetPassword = defineRoute({
  method: 'POST',
  path: '/user/forget_password',
  auth: 'none',
  summary: 'Sends a 6-digit PIN valid 10 minutes. Answers the same whether or not the user exists.',
  headers: { device_info: 'web' },
  body: forgotPasswordBodySchema,
  response: z.null(),
  async handle({ db, body, headers, locale, clientIp }) {
    const deviceInfo = (headerValueOf(headers, 'device_info') ?? '').slice(0, 40);
    await forgotPassword(db, { username: body.username, deviceInfo, locale, clientIp });
    return { results: null, message: 'ok.pin_sent' };
  },
});

export const userCheckPin = defineRoute({
  method: 'POST',
  path: '/user/check-pin',
  auth: 'none',
  summary: 'Whether the PIN is right and fresh (a wrong one uses up one of its 5 tries).',
  body: checkPinBodySchema,
  response: z.null(),
  async handle({ db, body, clientIp }) {
    await checkPin(db, { ...body, clientIp });
    return { results: null, message: 'ok.pin_valid' };
  },
});

export const userResetPassword = defineRoute({
  method: 'POST',
  path: '/user/reset-password',
  auth: 'none',
  summary: 'Sets a new password with a valid PIN; the PIN is used up and every token revoked.',
  body: resetPasswordBodySchema,
  response: z.null(),
  async handle({ db, body, clientIp }) {
    await resetPassword(db, { ...body, clientIp });
    return { results: null, message: 'ok.password_reset' };
  },
});
