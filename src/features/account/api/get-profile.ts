import { useRouter } from 'next/router';
import useSWR from 'swr';
import type { User } from '@/contracts/account';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { useSessionKey } from '@/lib/auth/use-session-key';
import { toLocale, type Locale } from '@/lib/i18n/locales';

export const PROFILE_PATH = '/user/profile';

export type ProfileKey = readonly [typeof PROFILE_PATH, string, Locale];

export function profileKey(account: string | undefined, locale: Locale): ProfileKey | null {
  return account ? [PROFILE_PATH, account, locale] : null;
}

export function isProfileKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === PROFILE_PATH;
}

export async function getProfile(locale: Locale): Promise<User> {
  const [response, schemas] = await Promise.all([
    apiClient.get(PROFILE_PATH, { headers: { lang: locale } }),
    callSchemas(),
  ]);
  return schemas.userResponse.parse(response.data).results;
}

/** The signed-in shopper's account as the backend has it now (the session's copy may be older). */
export function useProfile() {
  const account = useSessionKey();
  const locale = toLocale(useRouter().locale);
  return useSWR<User, Error, ProfileKey | null>(profileKey(account, locale), ([, , lang]) =>
    getProfile(lang),
  );
}
