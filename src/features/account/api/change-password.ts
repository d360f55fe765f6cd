import type { ChangePasswordBody } from '@/contracts/account';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';

/**
 * Changes the password. The backend revokes every other token of the account and keeps the
 * one this call carried, so the shopper stays signed in here and is signed out elsewhere.
 */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  const { changePasswordBody } = await callSchemas();
  await apiClient.post('/user/change_password', changePasswordBody.parse(body));
}
