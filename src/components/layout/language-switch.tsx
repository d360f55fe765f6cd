import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import ShopLink from '@/components/ui/shop-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { toLocale } from '@/lib/i18n/locales';
import { useHydrated } from '@/lib/use-hydrated';

/** Switches between Arabic and English on the same page, keeping path and query. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const target = toLocale(router.locale) === 'ar' ? 'en' : 'ar';
  // The first render must match the server's HTML: a static page is rendered there without
  // its query (the cart's ?zone=3) and the 404 page as /404. Right after hydration the link
  // takes the real address, query included.
  const hydrated = useHydrated();
  const href = hydrated ? router.asPath : (router.asPath.split(/[?#]/)[0] ?? '/');

  return (
    <Button
      component={ShopLink}
      href={href}
      locale={target}
      scroll={false}
      hrefLang={target}
      lang={target}
      aria-label={t('language.switchTo')}
      color="inherit"
      startIcon={<TranslateIcon />}
      data-testid="language-switch"
      // Only the 404 page's address differs from its server render (/404); fixed after hydration.
      suppressHydrationWarning
    >
      {t('language.otherName')}
    </Button>
  );
}
