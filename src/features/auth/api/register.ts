import type { AuthResult, RegisterBody } from '@/contracts/account';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';

/** Creates a customer account; the answer's token is then adopted by next-auth (no second sign-in). */
export async function register(body: RegisterBody): Promise<AuthResult> {
  const schemas = await callSchemas();
  const response = await apiClient.post('/user/register', schemas.registerBody.parse(body));
  return schemas.authResponse.parse(response.data).results;
}
