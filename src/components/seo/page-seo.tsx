import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { DEFAULT_LOCALE, LOCALES, toLocale } from '@/lib/i18n/locales';
import { absoluteUrl, localisedUrl } from './site-url';
import { useSiteOrigin } from './use-site-origin';

type Props = {
  title: string;
  description: string;
  /** A picture for link previews: a path under the site or a full URL. */
  image?: string;
  /** Open Graph type: a product page says so. */
  type?: 'website' | 'product';
  /** The page's path when it is not the address shown (e.g. without paging or filters). */
  path?: string;
  /** Pages that should not be in search results (keyword searches, empty pages). */
  noindex?: boolean;
};

/**
 * Title, description, canonical URL, the other language's alternates, Open Graph and the
 * Twitter card of every page. URLs are absolute, on the site's origin (useSiteOrigin:
 * NEXT_PUBLIC_SITE_URL in production, the address the shop was opened on in development).
 */
export function PageSeo({ title, description, image, type = 'website', path, noindex }: Props) {
  const router = useRouter();
  const { t } = useTranslation('common');
  const origin = useSiteOrigin();
  const locale = toLocale(router.locale);
  const pagePath = path ?? ((router.asPath.split(/[?#]/)[0] ?? '/') || '/');
  const url = localisedUrl(locale, pagePath, origin);
  const imageUrl = image ? absoluteUrl(image, origin) : undefined;

  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} key="description" />
      {noindex ? <meta name="robots" content="noindex, follow" key="robots" /> : null}
      <meta property="og:title" content={title} key="og:title" />
      <meta property="og:description" content={description} key="og:description" />
      <meta property="og:type" content={type} key="og:type" />
      <meta property="og:url" content={url} key="og:url" />
      <meta property="og:site_name" content={t('shop.name')} key="og:site_name" />
      <meta property="og:locale" content={ogLocale(locale)} key="og:locale" />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta
          key={`og:locale:alternate-${other}`}
          property="og:locale:alternate"
          content={ogLocale(other)}
        />
      ))}
      {imageUrl ? <meta property="og:image" content={imageUrl} key="og:image" /> : null}
      {imageUrl ? <meta property="og:image:alt" content={title} key="og:image:alt" /> : null}
      <meta
        name="twitter:card"
        content={imageUrl ? 'summary_large_image' : 'summary'}
        key="twitter:card"
      />
      <meta name="twitter:title" content={title} key="twitter:title" />
      <meta name="twitter:description" content={description} key="twitter:description" />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} key="twitter:image" /> : null}
      <link rel="canonical" href={url} key="canonical" />
      {LOCALES.map((alternate) => (
        <link
          key={`alternate-${alternate}`}
          rel="alternate"
          hrefLang={alternate}
          href={localisedUrl(alternate, pagePath, origin)}
        />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={localisedUrl(DEFAULT_LOCALE, pagePath, origin)}
        key="alternate-default"
      />
    </Head>
  );
}

function ogLocale(locale: string): string {
  return locale === 'ar' ? 'ar_EG' : 'en_EG';
}
