import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { ProductJsonLd } from '@/components/seo/product-json-ld';
import type { Item } from '@/contracts/catalog';
import { productMetaDescription } from '../model/product-meta';

/** A product's title, description, Open Graph product card and schema.org data. */
export function ProductSeo({ item }: { item: Item }) {
  const { t } = useTranslation('product');
  const { locale } = useRouter();
  return (
    <>
      <PageSeo
        title={t('meta.title', { name: item.name })}
        description={productMetaDescription(item, locale, t)}
        image={item.image}
        type="product"
      />
      <ProductJsonLd item={item} />
    </>
  );
}
