import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { CartPageView } from '@/features/cart/components/cart-page-view';
import { loadTranslations } from '@/lib/i18n/translations';

/** The cart lives in the browser, so the page itself is static; zones load on the client. */
export default function CartPage() {
  const { t } = useTranslation('cart');
  return (
    <>
      <PageSeo title={t('meta.title')} description={t('meta.description')} />
      <Head>
        {/* A shopper's own cart is nothing for search engines to list. */}
        <meta name="robots" content="noindex, follow" key="robots" />
      </Head>
      <CartPageView />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await loadTranslations(locale, ['cart']),
});
