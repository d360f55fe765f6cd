import { useSession } from '@/lib/auth/session';
import { useSWRConfig } from 'swr';
import type { UpdateAccountBody, User } from '@/contracts/account';
import { call } from '@/lib/api/call';
import { isProfileKey } from './get-profile';

export async function updateAccount(body: UpdateAccountBody): Promise<User> {
  return (await call('userUpdateAccount', { body })).results;
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
