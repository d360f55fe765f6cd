import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';
import { localePath } from '@/lib/i18n/locale-path';
import { loadShopPage } from '@/lib/shop-facts/load-shop-page';

type Props = { username: string };

export default function ResetPasswordPage({ username }: Props) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageSeo title={t('meta.reset.title')} description={t('meta.reset.description')} />
      <Head>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <ResetPasswordScreen username={username} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, query }) => {
  // The PIN belongs to an account: without one, the reset starts at its first step.
  const username = typeof query.username === 'string' ? query.username.trim() : '';
  if (!username) {
    return { redirect: { destination: localePath('/forgot-password', locale), permanent: false } };
  }
  return { props: { username, ...(await loadShopPage(locale, ['auth', 'validation'])) } };
};
