import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { CartPageView } from '@/features/cart/components/cart-page-view';
import { loadTranslations } from '@/lib/i18n/translations';

/** The cart lives in the browser, so the page itself is static; zones load on the client. */
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

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await loadTranslations(locale, ['cart']),
});
