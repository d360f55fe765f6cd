import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { CartPageView } from '@/features/cart/components/cart-page-view';
import { loadShopPage } from '@/lib/shop-facts/load-shop-page';
import { shareCataloguePage } from '@/server/cache';

/**
 * The cart lives in the browser and zones load on the client; the page is rendered on the
 * server only for the footer's shop facts, and is the same for everyone (shared, 30 s).
 */
export default function CartPage() {
  const { t } = useTranslation('cart');
  return (
    <>
      {/* Indexable: the page is the same for everyone (the lines are read in the browser), and
          a shopper searching for the shop's cart or delivery fees may land on it. */}
      <PageSeo title={t('meta.title')} description={t('meta.description')} />
      <CartPageView />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale, res }) => {
  const props = await loadShopPage(locale, ['cart']);
  // The chosen delivery zone is in the address (use-zone-query.ts).
  if (props.shopFacts) shareCataloguePage(res, ['zone']);
  return { props };
};
