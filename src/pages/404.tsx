import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { ErrorScreen } from '@/components/ui/error-screen';
import { loadTranslations } from '@/lib/i18n/translations';

export default function NotFoundPage() {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <>
      <PageSeo title={t('errors:notFound.title')} description={t('errors:notFound.message')} />
      <ErrorScreen
        code={404}
        title={t('errors:notFound.title')}
        message={t('errors:notFound.message')}
        homeLabel={t('common:actions.backHome')}
      />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await loadTranslations(locale, ['errors']),
});
