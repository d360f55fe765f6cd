import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { PageSeo } from '@/components/seo/page-seo';
import type { Order } from '@/contracts/order';
import { AddressPicker } from '@/features/addresses/components/address-picker';
import { useCart } from '@/features/cart/hooks/use-cart';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import { loadShopPageWith } from '@/lib/shop-facts/load-shop-page';
import { requireSession } from '@/server/auth/page-session';

/** Checkout composes the cart (lines, clear) and the address step from their features. */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const router = useRouter();
  const { cart, clearCart } = useCart();
  // The cart page's delivery estimate (?zone=) preselects the zone of a first address.
  const zone = Number(router.query.zone);
  const defaultZoneId = Number.isInteger(zone) && zone > 0 ? zone : undefined;

  const onPlaced = useCallback(
    (order: Order) => {
      clearCart();
      void router.replace(`/orders/${order.id}?placed=1`);
    },
    [clearCart, router],
  );

  return (
    <>
      <PageSeo title={t('meta.title')} description={t('meta.description')} />
      <Head>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <CheckoutView
        lines={cart}
        onPlaced={onPlaced}
        renderAddressPicker={(slot) => <AddressPicker {...slot} defaultZoneId={defaultZoneId} />}
      />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const [frame, access] = await loadShopPageWith(
    ctx.locale,
    ['checkout', 'addresses', 'validation'],
    () => requireSession(ctx),
  );
  if (access.redirect) return { redirect: access.redirect };
  return {
    props: {
      session: access.session,
      ...frame,
    },
  };
};
