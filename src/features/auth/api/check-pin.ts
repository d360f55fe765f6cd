import type { CheckPinBody } from '@/contracts/account';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';

/** Resolves when the PIN is right and fresh; a 400 on `pin` otherwise (one try used up). */
export async function checkPin(body: CheckPinBody): Promise<void> {
  const { checkPinBody } = await callSchemas();
  await apiClient.post('/user/check-pin', checkPinBody.parse(body));
}
