import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { Item } from '@/contracts/catalog';
import { toLocale } from '@/lib/i18n/locales';
import { absoluteUrl, localisedUrl } from './site-url';
import { useSiteOrigin } from './use-site-origin';

/** JSON inside a script element: `<` is escaped so no text can close the element early. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** schema.org Product with its offer in EGP, for rich results in search engines. */
export function productStructuredData(item: Item, url: string, shopName: string, origin?: string) {
  const pictureUrl = (picture: string) => absoluteUrl(picture, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.description,
    sku: String(item.id),
    category: item.category_name,
    image: item.images.length > 0 ? item.images.map(pictureUrl) : [pictureUrl(item.image)],
    brand: { '@type': 'Brand', name: shopName },
    ...(item.reviews_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: item.rating,
            reviewCount: item.reviews_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EGP',
      price: item.price.toFixed(2),
      availability: item.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: shopName },
    },
  };
}

export function ProductJsonLd({ item }: { item: Item }) {
  const { locale } = useRouter();
  const { t } = useTranslation('common');
  const origin = useSiteOrigin();
  const url = localisedUrl(toLocale(locale), `/product/${item.id}`, origin);
  return (
    <Head>
      <script
        key="product-json-ld"
        type="application/ld+json"
        // The only way to put JSON-LD in the document; safeJson makes it inert.
        dangerouslySetInnerHTML={{
          __html: safeJson(productStructuredData(item, url, t('shop.name'), origin)),
        }}
      />
    </Head>
  );
}
