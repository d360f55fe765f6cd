import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import type { DemoShopSlug } from '@/contracts/demo/demo-shops';
import { DemoShopView } from '@/features/demo-shops/components/demo-shop-view';
import { DEMO_SHOPS } from '@/features/demo-shops/model/demo-shops';

/** The namespaces every demo page reads besides the shell's. */
export const DEMO_NAMESPACES = ['demo', 'demo-products', 'demo-sections'] as const;

/**
 * A demo shop page (the nine routes differ only by slug). Demo pages are kept out of search
 * engines: their products are samples, not what the poultry shop sells.
 */
export function DemoShopScreen({ slug }: { slug: DemoShopSlug }) {
  const { t } = useTranslation('demo');
  const name = t(`shops.${slug}.name`);
  return (
    <>
      <PageSeo
        title={name}
        description={t('meta.description', { shop: name, tagline: t(`shops.${slug}.tagline`) })}
        noindex
      />
      <DemoShopView shop={DEMO_SHOPS[slug]} />
    </>
  );
}
