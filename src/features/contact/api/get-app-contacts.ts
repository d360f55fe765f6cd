import useSWR from 'swr';
import type { Contact } from '@/contracts/contact';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import type { Locale } from '@/lib/i18n/locales';

export const appContactsKey = (locale: Locale) => ['app_contacts', locale] as const;

export async function getAppContacts(locale: Locale): Promise<Contact[]> {
  const [response, schemas] = await Promise.all([
    apiClient.get('/app_contacts', { headers: { lang: locale } }),
    callSchemas(),
  ]);
  return schemas.contactListResponse.parse(response.data).results;
}

/** The shop's contact list in the current language, fetched once per locale and cached. */
export function useAppContacts(locale: Locale) {
  return useSWR(appContactsKey(locale), ([, lang]) => getAppContacts(lang), {
    revalidateIfStale: false,
  });
}
