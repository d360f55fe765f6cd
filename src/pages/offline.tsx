import type { GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { OfflineView } from '@/features/offline/components/offline-view';
import { loadTranslations } from '@/lib/i18n/translations';
import { toLocale } from '@/lib/i18n/locales';

/**
 * The page the service worker shows when the network is down and the page asked for was never
 * kept. Static (prerendered per language at build time), so the worker can precache it.
 */
export default function OfflinePage() {
  const { t } = useTranslation('offline');
  const { locale } = useRouter();
  return (
    <>
      <PageSeo title={t('meta.title')} description={t('message')} noindex />
      <OfflineView locale={toLocale(locale)} />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await loadTranslations(locale, ['offline']),
});
