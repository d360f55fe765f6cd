import type { ForgotPasswordBody } from '@/contracts/account';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';

/**
 * Asks for a reset PIN. The answer is the same whether or not the account exists, so the
 * screen never says which it was. `device_info: web` is what the spec sends.
 */
export async function requestResetPin(body: ForgotPasswordBody): Promise<void> {
  const { forgotPasswordBody } = await callSchemas();
  await apiClient.post('/user/forget_password', forgotPasswordBody.parse(body), {
    headers: { device_info: 'web' },
  });
}
