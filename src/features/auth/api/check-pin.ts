import { checkPinBodySchema, type CheckPinBody } from '@/contracts/account';
import { apiClient } from '@/lib/api/api-client';

/** Resolves when the PIN is right and fresh; a 400 on `pin` otherwise (one try used up). */
export async function checkPin(body: CheckPinBody): Promise<void> {
  await apiClient.post('/user/check-pin', checkPinBodySchema.parse(body));
}
