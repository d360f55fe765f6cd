import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { AddressBook, savedAddressId } from '@/features/addresses/components/address-book';
import { loadShopPageWith } from '@/lib/shop-facts/load-shop-page';
import { requireSession } from '@/server/auth/page-session';

export default function AddressesPage() {
  const { t } = useTranslation('addresses');
  const { query } = useRouter();
  return (
    <>
      <PageSeo title={t('meta.listTitle')} description={t('meta.description')} />
      <Head>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <AddressBook savedId={savedAddressId(query.saved)} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const [frame, access] = await loadShopPageWith(ctx.locale, ['addresses'], () =>
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
