import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { SESSION_REQUIRED, safeCallbackUrl } from '@/lib/auth/auth-paths';
import { localePath } from '@/lib/i18n/locale-path';
import { loadShopPage } from '@/lib/shop-facts/load-shop-page';
import { getPageSession } from '@/server/auth/page-session';

type Props = { endSession: boolean };

export default function LoginPage({ endSession }: Props) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageSeo title={t('meta.signIn.title')} description={t('meta.signIn.description')} />
      <Head>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <SignInScreen endSession={endSession} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const session = await getPageSession(ctx);
  // Already signed in: straight on. Sent here with SessionRequired: the page ends what is
  // left of the session instead, so a stale one cannot bounce the shopper back and forth.
  if (session && ctx.query.error !== SESSION_REQUIRED) {
    const home = localePath('/', ctx.locale);
    const destination = safeCallbackUrl(ctx.query.callbackUrl, home);
    return { redirect: { destination, permanent: false } };
  }
  const translations = await loadShopPage(ctx.locale, ['auth', 'validation']);
  return { props: { session, endSession: Boolean(session), ...translations } };
};
