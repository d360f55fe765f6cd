import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { PageSeo } from '@/components/seo/page-seo';
import type { CartItem } from '@/contracts/cart';
import { useCart } from '@/features/cart/hooks/use-cart';
import { OrderList } from '@/features/orders/components/order-list';
import { loadShopPageWith } from '@/lib/shop-facts/load-shop-page';
import { requireSession } from '@/server/auth/page-session';

export default function OrdersPage() {
  const { t } = useTranslation('orders');
  // Order again composes the cart with the orders feature: features do not import each other.
  const { changeAmount } = useCart();
  const orderAgain = useCallback(
    (lines: CartItem[]) => lines.forEach(changeAmount),
    [changeAmount],
  );
  return (
    <>
      <PageSeo title={t('meta.listTitle')} description={t('meta.description')} />
      <Head>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <OrderList onOrderAgain={orderAgain} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const [frame, access] = await loadShopPageWith(ctx.locale, ['orders'], () => requireSession(ctx));
  if (access.redirect) return { redirect: access.redirect };
  return {
    props: { session: access.session, ...frame },
  };
};
