import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';
import { loadTranslations } from '@/lib/i18n/translations';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageSeo title={t('meta.forgot.title')} description={t('meta.forgot.description')} />
      <Head>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <ForgotPasswordScreen />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await loadTranslations(locale, ['auth', 'validation']),
});
