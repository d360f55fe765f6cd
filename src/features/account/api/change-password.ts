import type { ChangePasswordBody } from '@/contracts/account';
import { call } from '@/lib/api/call';

/**
 * Changes the password. The backend revokes every other token of the account and keeps the
 * one this call carried, so the shopper stays signed in here and is signed out elsewhere.
 */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await call('userChangePassword', { body });
}
