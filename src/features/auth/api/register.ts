import type { AuthResult, RegisterBody } from '@/contracts/account';
import { call } from '@/lib/api/call';

/** Creates a customer account; the answer's token is then adopted by next-auth (no second sign-in). */
export async function register(body: RegisterBody): Promise<AuthResult> {
  return (await call('userRegister', { body })).results;
}
