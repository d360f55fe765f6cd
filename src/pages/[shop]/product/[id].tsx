import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { isDemoShopSlug, type DemoShopSlug } from '@/contracts/demo/demo-shops';
import { DemoProductView } from '@/features/demo-shops/components/demo-product-view';
import { DEMO_SHOPS } from '@/features/demo-shops/model/demo-shops';
import { loadShopPage } from '@/lib/shop-facts/load-shop-page';
import { DEMO_NAMESPACES } from '@/shell/demo-shop-screen';

type Props = { shop: DemoShopSlug; id: string; themeRoute: string };

/** A demo shop's product: /gadget-shop/product/7, in its shop's colours (ADR 0004). */
export default function DemoProductPage({ shop, id }: Props) {
  const { t } = useTranslation('demo');
  return (
    <>
      <PageSeo
        title={t(`shops.${shop}.name`)}
        description={t('product.metaDescription', { shop: t(`shops.${shop}.name`) })}
        noindex
      />
      <DemoProductView shop={DEMO_SHOPS[shop]} id={id} />
    </>
  );
}

/** Any other first segment, or an id that no fixture could have, is a plain 404. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, locale }) => {
  const shop = params?.shop;
  const id = params?.id;
  if (!isDemoShopSlug(shop) || typeof id !== 'string' || !/^\d{1,9}$/.test(id)) {
    return { notFound: true };
  }
  return {
    props: {
      ...(await loadShopPage(locale, DEMO_NAMESPACES)),
      shop,
      id,
      themeRoute: `/${shop}`,
    },
  };
};
