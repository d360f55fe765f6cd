import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { Item } from '@/contracts/catalog';
import type { HomeData } from '../loaders/load-home';
import { AllProductsSection } from './all-products-section';
import { BannerCarousel } from './banner-carousel';
import { CategoryNav } from './category-nav';
import { ProductRailSection } from './product-rail-section';
import { ServiceFeatures } from './service-features';

type Props = {
  data: HomeData;
  renderAction?: (item: Item) => ReactNode;
  renderFavourite?: (item: Item) => ReactNode;
};

/** The home page's catalogue: offers, departments, popular, trending, promises, everything. */
export function HomeCatalog({ data, ...slots }: Props) {
  const { t } = useTranslation('home');
  return (
    <>
      {data.banners ? <BannerCarousel banners={data.banners} /> : null}
      <CategoryNav categories={data.categories} />
      <ProductRailSection
        id="popular"
        title={t('popular.title')}
        subtitle={t('popular.subtitle')}
        items={data.popular}
        {...slots}
      />
      <ProductRailSection
        id="trending"
        title={t('trending.title')}
        subtitle={t('trending.subtitle')}
        items={data.trending}
        {...slots}
      />
      <ServiceFeatures features={data.features} />
      <AllProductsSection page={data.all} {...slots} />
    </>
  );
}
