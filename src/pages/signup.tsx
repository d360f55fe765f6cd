import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { SignUpScreen } from '@/features/auth/components/sign-up-screen';
import { safeCallbackUrl } from '@/lib/auth/auth-paths';
import { localePath } from '@/lib/i18n/locale-path';
import { loadShopPage } from '@/lib/shop-facts/load-shop-page';
import { getPageSession } from '@/server/auth/page-session';

export default function SignUpPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageSeo title={t('meta.signUp.title')} description={t('meta.signUp.description')} />
      <Head>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <SignUpScreen />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const session = await getPageSession(ctx);
  if (session) {
    const destination = safeCallbackUrl(ctx.query.callbackUrl, localePath('/', ctx.locale));
    return { redirect: { destination, permanent: false } };
  }
  return {
    props: { session, ...(await loadShopPage(ctx.locale, ['auth', 'validation'])) },
  };
};
