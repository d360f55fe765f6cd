import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { toLocale } from './locales';

/**
 * Namespaces of the app shell, on every page: header (search box: catalog; account menu),
 * mini cart and bottom navigation (cart), footer, consent, welcome, WhatsApp, the order
 * outbox and the new-version offer (pwa).
 */
export const SHELL_NAMESPACES = [
  'common',
  'layout',
  'consent',
  'contact',
  'catalog',
  'cart',
  'account-menu',
  // The notice of an order kept offline and sent later, on whatever page is open (issue 41).
  'order-outbox',
  // The service worker's "new version" offer (src/lib/pwa/update-offer.tsx), on any page.
  'pwa',
] as const;

/** For getStaticProps/getServerSideProps: the shell's namespaces plus the page's own. */
export function loadTranslations(locale: string | undefined, namespaces: readonly string[] = []) {
  return serverSideTranslations(toLocale(locale), [
    ...new Set([...SHELL_NAMESPACES, ...namespaces]),
  ]);
}
