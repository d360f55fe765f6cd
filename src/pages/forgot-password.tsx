import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';
import { loadShopPage } from '@/lib/shop-facts/load-shop-page';
import { shareCataloguePage } from '@/server/cache';

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

// Rendered on the server for the footer's shop facts; the same for everyone (shared, 30 s).
export const getServerSideProps: GetServerSideProps = async ({ locale, res }) => {
  const props = await loadShopPage(locale, ['auth', 'validation']);
  // The sign-in page passes the username and where to go back to (forgot-password-form.tsx).
  if (props.shopFacts) shareCataloguePage(res, ['username', 'callbackUrl']);
  return { props };
};
