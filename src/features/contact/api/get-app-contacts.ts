import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { Contact } from '@/contracts/contact';
import { call } from '@/lib/api/call';
import { callKey } from '@/lib/api/call-keys';
import type { Locale } from '@/lib/i18n/locales';

export const appContactsKey = (locale: Locale) => callKey('appContacts', undefined, locale);

export async function getAppContacts(locale: Locale): Promise<Contact[]> {
  return (await call('appContacts', {}, { locale })).results;
}

/** The shop's contact list in the current language, fetched once per locale and cached. */
export function useAppContacts(locale: Locale) {
  // The key carries the locale, so the fetcher's `locale` is always the key's.
  return useShopSWR(appContactsKey(locale), () => getAppContacts(locale), {
    revalidateIfStale: false,
  });
}
