import { useSession } from 'next-auth/react';
import { useSWRConfig } from 'swr';
import { updateAccountBodySchema, userSchema, type User } from '@/contracts/account';
import type { UpdateAccountBody } from '@/contracts/account';
import { envelopeSchema } from '@/contracts/envelope';
import { apiClient } from '@/lib/api/api-client';
import { isProfileKey } from './get-profile';

const updateResponseSchema = envelopeSchema(userSchema);

export async function updateAccount(body: UpdateAccountBody): Promise<User> {
  const response = await apiClient.post(
    '/user/update_account',
    updateAccountBodySchema.parse(body),
  );
  return updateResponseSchema.parse(response.data).results;
}

/**
 * Saves the account, puts the answer in every cached profile and refreshes the session's copy
 * (the header's name). The session re-reads the account on the server (auth-options), so
 * nothing the browser sends can change what the session says about the shopper.
 */
export function useUpdateAccount() {
  const { mutate } = useSWRConfig();
  const { update } = useSession();
  return async (body: UpdateAccountBody): Promise<User> => {
    const user = await updateAccount(body);
    await mutate(isProfileKey, user, { revalidate: false });
    await update();
    return user;
  };
}
