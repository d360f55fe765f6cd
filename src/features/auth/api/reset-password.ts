import type { ResetPasswordBody } from '@/contracts/account';
import { call } from '@/lib/api/call';

/** Sets the new password with the PIN; the PIN is used up and every session of the account ends. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await call('userResetPassword', { body });
}
