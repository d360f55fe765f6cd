import type { ResetPasswordBody } from '@/contracts/account';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';

/** Sets the new password with the PIN; the PIN is used up and every session of the account ends. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  const { resetPasswordBody } = await callSchemas();
  await apiClient.post('/user/reset-password', resetPasswordBody.parse(body));
}
