import type { CheckPinBody } from '@/contracts/account';
import { call } from '@/lib/api/call';

/** Resolves when the PIN is right and fresh; a 400 on `pin` otherwise (one try used up). */
export async function checkPin(body: CheckPinBody): Promise<void> {
  await call('userCheckPin', { body });
}
