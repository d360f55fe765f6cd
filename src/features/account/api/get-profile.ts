import { useRouter } from 'next/router';
import useSWR from 'swr';
import { userSchema, type User } from '@/contracts/account';
import { envelopeSchema } from '@/contracts/envelope';
import { apiClient } from '@/lib/api/api-client';
import { authHeader } from '@/lib/api/auth-header';
import { useSessionToken } from '@/lib/auth/use-session-token';
import { toLocale, type Locale } from '@/lib/i18n/locales';

const profileResponseSchema = envelopeSchema(userSchema);

export const PROFILE_PATH = '/user/profile';

export type ProfileKey = readonly [typeof PROFILE_PATH, string, Locale];

export function profileKey(token: string | undefined, locale: Locale): ProfileKey | null {
  return token ? [PROFILE_PATH, token, locale] : null;
}

export function isProfileKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === PROFILE_PATH;
}

export async function getProfile(token: string, locale: Locale): Promise<User> {
  const response = await apiClient.get(PROFILE_PATH, {
    headers: { ...authHeader(token), lang: locale },
  });
  return profileResponseSchema.parse(response.data).results;
}

/** The signed-in shopper's account as the backend has it now (the session's copy may be older). */
export function useProfile() {
  const token = useSessionToken();
  const locale = toLocale(useRouter().locale);
  return useSWR<User, Error, ProfileKey | null>(profileKey(token, locale), ([, key, lang]) =>
    getProfile(key, lang),
  );
}
