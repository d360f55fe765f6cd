import type { ForgotPasswordBody } from '@/contracts/account';
import { call } from '@/lib/api/call';

/**
 * Asks for a reset PIN. The answer is the same whether or not the account exists, so the
 * screen never says which it was. `device_info: web` is what the spec sends.
 */
export async function requestResetPin(body: ForgotPasswordBody): Promise<void> {
  await call('userForgetPassword', { body }, { headers: { device_info: 'web' } });
}
