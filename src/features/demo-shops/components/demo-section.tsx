import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { DemoListOf, DemoShopEndpoint } from '@/contracts/demo/demo-endpoints';
import type { DemoProduct } from '@/contracts/demo/demo-entities';
import { useDemoList } from '../api/get-demo-list';
import type { DemoSectionConfig } from '../model/shop-config';
import { BlogCards } from '../sections/blog-cards';
import { BrandStrip } from '../sections/brand-strip';
import { CategoryStrip } from '../sections/category-strip';
import { DealCards } from '../sections/deal-cards';
import { HeroCarousel } from '../sections/hero-carousel';
import { OfferBanners } from '../sections/offer-banners';
import { ProductCarousel } from '../sections/product-carousel';
import { ProductGrid } from '../sections/product-grid';
import { SectionFrame, type SectionStatus } from '../sections/section-frame';
import { ServiceList } from '../sections/service-list';
import { Testimonials } from '../sections/testimonials';

export type ProductLinks = {
  hrefFor: (product: DemoProduct) => string;
  renderAction?: (product: DemoProduct) => ReactNode;
};

type Props = { config: DemoSectionConfig; links: ProductLinks };

/** One configured section: its mock path's list, shown by the library's section for its kind. */
export function DemoSection({ config, links }: Props) {
  const { t } = useTranslation('demo');
  const title = t(`sections.${config.title}`);
  const frame = { title, hideTitle: config.kind === 'hero' || config.kind === 'services' };
  switch (config.kind) {
    case 'hero':
      return (
        <ListSection
          {...frame}
          endpoint={config.endpoint}
          render={(slides) => <HeroCarousel slides={slides} label={title} />}
        />
      );
    case 'products':
      return (
        <ListSection
          {...frame}
          endpoint={config.endpoint}
          render={(products) =>
            config.layout === 'carousel' ? (
              <ProductCarousel products={products} label={title} {...links} />
            ) : (
              <ProductGrid products={products} {...links} />
            )
          }
        />
      );
    case 'deals':
      return (
        <ListSection
          {...frame}
          endpoint={config.endpoint}
          render={(offers) => <DealCards offers={offers} />}
        />
      );
    case 'banners':
      return (
        <ListSection
          {...frame}
          endpoint={config.endpoint}
          render={(offers) => <OfferBanners offers={offers} />}
        />
      );
    case 'categories':
      return (
        <ListSection
          {...frame}
          endpoint={config.endpoint}
          render={(categories) => <CategoryStrip categories={categories} />}
        />
      );
    case 'brands':
      return (
        <ListSection
          {...frame}
          endpoint={config.endpoint}
          render={(brands) => <BrandStrip brands={brands} />}
        />
      );
    case 'services':
      return (
        <ListSection
          {...frame}
          endpoint={config.endpoint}
          render={(services) => <ServiceList services={services} />}
        />
      );
    case 'blogs':
      return (
        <ListSection
          {...frame}
          endpoint={config.endpoint}
          render={(blogs) => <BlogCards blogs={blogs} />}
        />
      );
    case 'testimonials':
      return (
        <ListSection
          {...frame}
          endpoint={config.endpoint}
          render={(testimonials) => <Testimonials testimonials={testimonials} />}
        />
      );
  }
}

type ListSectionProps<E extends DemoShopEndpoint> = {
  endpoint: E;
  title: string;
  hideTitle: boolean;
  render: (data: DemoListOf<E>) => ReactNode;
};

/** A titled section over one mock path: placeholder, retry, empty note or the content. */
export function ListSection<E extends DemoShopEndpoint>({
  endpoint,
  title,
  hideTitle,
  render,
}: ListSectionProps<E>) {
  const { data, error, mutate } = useDemoList(endpoint);
  return (
    <SectionFrame
      title={title}
      hideTitle={hideTitle}
      status={sectionStatus(data, error)}
      onRetry={() => void mutate()}
    >
      {data ? render(data) : null}
    </SectionFrame>
  );
}

export function sectionStatus(data: readonly unknown[] | undefined, error: unknown): SectionStatus {
  if (error) return 'error';
  if (!data) return 'loading';
  return data.length === 0 ? 'empty' : 'ready';
}
