import Head from 'next/head';
import { useRouter } from 'next/router';
import { publicEnv } from '@/config/public-env';
import { DEFAULT_LOCALE, LOCALES, toLocale, type Locale } from '@/lib/i18n/locales';

type Props = { title: string; description: string };

function localisedUrl(locale: Locale, path: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const suffix = path === '/' && prefix ? '' : path;
  return `${publicEnv.NEXT_PUBLIC_SITE_URL}${prefix}${suffix}`;
}

/** Title, description, canonical URL and the other language's alternate for every page. */
export function PageSeo({ title, description }: Props) {
  const router = useRouter();
  const locale = toLocale(router.locale);
  const path = (router.asPath.split(/[?#]/)[0] ?? '/') || '/';

  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} key="description" />
      <meta property="og:title" content={title} key="og:title" />
      <meta property="og:description" content={description} key="og:description" />
      <meta property="og:locale" content={locale === 'ar' ? 'ar_EG' : 'en_EG'} key="og:locale" />
      <link rel="canonical" href={localisedUrl(locale, path)} key="canonical" />
      {LOCALES.map((alternate) => (
        <link
          key={`alternate-${alternate}`}
          rel="alternate"
          hrefLang={alternate}
          href={localisedUrl(alternate, path)}
        />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={localisedUrl(DEFAULT_LOCALE, path)}
        key="alternate-default"
      />
    </Head>
  );
}
