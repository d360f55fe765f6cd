import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { ErrorScreen } from '@/components/ui/error-screen';
import { loadTranslations } from '@/lib/i18n/translations';

export default function ServerErrorPage() {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <>
      <PageSeo
        title={t('errors:serverError.title')}
        description={t('errors:serverError.message')}
      />
      <ErrorScreen
        code={500}
        title={t('errors:serverError.title')}
        message={t('errors:serverError.message')}
        homeLabel={t('common:actions.backHome')}
      />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await loadTranslations(locale, ['errors']),
});
