import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { OrderList } from '@/features/orders/components/order-list';
import { loadShopPage } from '@/lib/shop-facts/load-shop-page';
import { requireSession } from '@/server/auth/page-session';

export default function OrdersPage() {
  const { t } = useTranslation('orders');
  return (
    <>
      <PageSeo title={t('meta.listTitle')} description={t('meta.description')} />
      <Head>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <OrderList />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const access = await requireSession(ctx);
  if (access.redirect) return { redirect: access.redirect };
  return {
    props: { session: access.session, ...(await loadShopPage(ctx.locale, ['orders'])) },
  };
};
