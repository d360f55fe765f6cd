import { authResultSchema, registerBodySchema, type AuthResult } from '@/contracts/account';
import type { RegisterBody } from '@/contracts/account';
import { envelopeSchema } from '@/contracts/envelope';
import { apiClient } from '@/lib/api/api-client';

const registerResponseSchema = envelopeSchema(authResultSchema);

/** Creates a customer account; the answer's token is then adopted by next-auth (no second sign-in). */
export async function register(body: RegisterBody): Promise<AuthResult> {
  const response = await apiClient.post('/user/register', registerBodySchema.parse(body));
  return registerResponseSchema.parse(response.data).results;
}
