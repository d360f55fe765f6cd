import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { EditAddress } from '@/features/addresses/components/address-editor';
import { loadShopPageWith } from '@/lib/shop-facts/load-shop-page';
import { requireSession } from '@/server/auth/page-session';

type Props = { id: number };

export default function EditAddressPage({ id }: Props) {
  const { t } = useTranslation('addresses');
  return (
    <>
      <PageSeo title={t('meta.editTitle')} description={t('meta.description')} />
      <Head>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <EditAddress id={id} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const [frame, access] = await loadShopPageWith(ctx.locale, ['addresses', 'validation'], () =>
    requireSession(ctx),
  );
  if (access.redirect) return { redirect: access.redirect };
  const raw = ctx.params?.id;
  // Only ids the API could know reach the page; anything else is the shop's 404.
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return { notFound: true };
  return {
    props: {
      id: Number(raw),
      session: access.session,
      ...frame,
    },
  };
};
