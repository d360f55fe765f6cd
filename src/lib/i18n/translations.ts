import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { toLocale } from './locales';

/** Namespaces of the app shell (header, footer, consent, welcome, WhatsApp): on every page. */
export const SHELL_NAMESPACES = ['common', 'layout', 'consent', 'contact'] as const;

/** For getStaticProps/getServerSideProps: the shell's namespaces plus the page's own. */
export function loadTranslations(locale: string | undefined, namespaces: readonly string[] = []) {
  return serverSideTranslations(toLocale(locale), [...SHELL_NAMESPACES, ...namespaces]);
}
