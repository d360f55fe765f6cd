import { useSession } from '@/lib/auth/session';
import { useSWRConfig } from 'swr';
import type { UpdateAccountBody, User } from '@/contracts/account';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { isProfileKey } from './get-profile';

export async function updateAccount(body: UpdateAccountBody): Promise<User> {
  const schemas = await callSchemas();
  const response = await apiClient.post(
    '/user/update_account',
    schemas.updateAccountBody.parse(body),
  );
  return schemas.userResponse.parse(response.data).results;
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
