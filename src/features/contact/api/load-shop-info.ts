import type { Branch } from '@/contracts/shop-info';
import type { Contact } from '@/contracts/contact';
import type { Locale } from '@/lib/i18n/locales';
import { getAppContacts } from './get-app-contacts';
import { getBranches } from './get-branches';

/** null when the backend could not be reached: the page shows a friendly retry instead. */
export type Loaded<T> = T | null;

async function orNull<T>(load: Promise<T>): Promise<Loaded<T>> {
  try {
    return await load;
  } catch (error) {
    // The page still renders (with a retry); the server log keeps why.
    console.error('shop-info load failed', error instanceof Error ? error.message : error);
    return null;
  }
}

export function loadBranches(locale: Locale): Promise<Loaded<Branch[]>> {
  return orNull(getBranches(locale));
}

export function loadContacts(locale: Locale): Promise<Loaded<Contact[]>> {
  return orNull(getAppContacts(locale));
}
