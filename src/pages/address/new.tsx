import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { NewAddress } from '@/features/addresses/components/address-editor';
import { loadShopPageWith } from '@/lib/shop-facts/load-shop-page';
import { requireSession } from '@/server/auth/page-session';

export default function NewAddressPage() {
  const { t } = useTranslation('addresses');
  return (
    <>
      <PageSeo title={t('meta.newTitle')} description={t('meta.description')} />
      <Head>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <NewAddress />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const [frame, access] = await loadShopPageWith(ctx.locale, ['addresses', 'validation'], () =>
    requireSession(ctx),
  );
  if (access.redirect) return { redirect: access.redirect };
  return {
    props: {
      session: access.session,
      ...frame,
    },
  };
};
