import { resetPasswordBodySchema, type ResetPasswordBody } from '@/contracts/account';
import { apiClient } from '@/lib/api/api-client';

/** Sets the new password with the PIN; the PIN is used up and every session of the account ends. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await apiClient.post('/user/reset-password', resetPasswordBodySchema.parse(body));
}
