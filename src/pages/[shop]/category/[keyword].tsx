import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { isDemoShopSlug, type DemoShopSlug } from '@/contracts/demo/demo-shops';
import { DemoCategoryView } from '@/features/demo-shops/components/demo-category-view';
import {
  isDemoCategoryKeyword,
  type DemoCategoryKeyword,
} from '@/features/demo-shops/model/demo-categories';
import { DEMO_SHOPS } from '@/features/demo-shops/model/demo-shops';
import { loadShopPage } from '@/lib/shop-facts/load-shop-page';
import { DEMO_NAMESPACES } from '@/shell/demo-shop-screen';

type Props = { shop: DemoShopSlug; keyword: DemoCategoryKeyword; themeRoute: string };

/**
 * A demo shop's category: /grocery2/category/fresh-fruit, in its shop's colours, where the
 * shop's category, banner and brand links lead (issue 26; they used to open the poultry
 * shop's search, which has none of these products).
 */
export default function DemoCategoryPage({ shop, keyword }: Props) {
  const { t } = useTranslation('demo');
  return (
    <>
      {/* Replaced by the category's own title once the mock layer has answered. */}
      <PageSeo
        title={t(`shops.${shop}.name`)}
        description={t('meta.description', {
          shop: t(`shops.${shop}.name`),
          tagline: t(`shops.${shop}.tagline`),
        })}
        noindex
      />
      <DemoCategoryView shop={DEMO_SHOPS[shop]} keyword={keyword} />
    </>
  );
}

/** Any other first segment, or a keyword no demo link uses, is a plain 404. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, locale }) => {
  const shop = params?.shop;
  const keyword = params?.keyword;
  if (!isDemoShopSlug(shop) || !isDemoCategoryKeyword(keyword)) return { notFound: true };
  return {
    props: {
      ...(await loadShopPage(locale, DEMO_NAMESPACES)),
      shop,
      keyword,
      themeRoute: `/${shop}`,
    },
  };
};
