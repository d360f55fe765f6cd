import { changePasswordBodySchema, type ChangePasswordBody } from '@/contracts/account';
import { apiClient } from '@/lib/api/api-client';

/**
 * Changes the password. The backend revokes every other token of the account and keeps the
 * one this call carried, so the shopper stays signed in here and is signed out elsewhere.
 */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiClient.post('/user/change_password', changePasswordBodySchema.parse(body));
}
