import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { AuthErrorScreen } from '@/features/auth/components/auth-error-screen';
import { authErrorName, type AuthErrorName } from '@/features/auth/model/sign-in-errors';
import { loadShopPage } from '@/lib/shop-facts/load-shop-page';

type Props = { error: AuthErrorName };

/** next-auth's error page (pages.error), in the shop's words and languages. */
export default function AuthErrorPage({ error }: Props) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageSeo title={t('meta.error.title')} description={t('meta.error.description')} />
      <Head>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <AuthErrorScreen error={error} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, query }) => ({
  props: { error: authErrorName(query.error), ...(await loadShopPage(locale, ['auth'])) },
});
