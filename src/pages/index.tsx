import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import type { ReactElement } from 'react';
import { PageSeo } from '@/components/seo/page-seo';
import { BranchesTeaser } from '@/features/catalog/components/branches-teaser';
import { CatalogError } from '@/features/catalog/components/catalog-error';
import { HeroSection } from '@/features/catalog/components/hero-section';
import { HomeCatalog } from '@/features/catalog/components/home-catalog';
import { PreparationSteps } from '@/features/catalog/components/preparation-steps';
import { hasPromises } from '@/features/catalog/components/service-features';
import { homeFailed, loadHome, type HomeData } from '@/features/catalog/loaders/load-home';
import { pageParam } from '@/features/catalog/model/page-param';
import { toLocale } from '@/lib/i18n/locales';
import { loadShopPageWith } from '@/lib/shop-facts/load-shop-page';
import { shareCataloguePage } from '@/server/cache';
import { renderProductAction, renderProductFavourite } from '@/shell/product-slots';
import { ShopLayout } from '@/shell/shop-layout';

type Props = { home: HomeData; failed: boolean };

export default function HomePage({ home, failed }: Props) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <>
      <PageSeo
        title={t('home:meta.title')}
        description={t('home:meta.description')}
        image="/images/banners/fresh-every-morning.svg"
      />
      {failed ? (
        <CatalogError title={t('home:error.title')} message={t('home:error.message')} />
      ) : (
        <>
          <HeroSection />
          <HomeCatalog
            data={home}
            renderAction={renderProductAction}
            renderFavourite={renderProductFavourite}
          />
          <PreparationSteps />
          <BranchesTeaser />
        </>
      )}
    </>
  );
}

/**
 * The home page's promises section is the prominent copy of the service promises, so its
 * footer leaves its own list out: one list per screen, not the same six twice. Only when the
 * section is really there: an error page, or promises that failed to load, keep the footer's.
 */
HomePage.getLayout = function getLayout(page: ReactElement<Props>) {
  const { home, failed } = page.props;
  return <ShopLayout footerPromises={failed || !hasPromises(home.features)}>{page}</ShopLayout>;
};

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, query, res }) => {
  const [translations, home] = await loadShopPageWith(
    locale,
    ['home', 'catalog', 'cart', 'favourites'],
    ({ categories }) => loadHome(toLocale(locale), pageParam(query.page), categories),
  );
  const failed = homeFailed(home);
  // The same for every visitor: kept for everyone (a failure, a 503, never is).
  if (failed) res.statusCode = 503;
  else shareCataloguePage(res, ['page']);
  return { props: { ...translations, home, failed } };
};
