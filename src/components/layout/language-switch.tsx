import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { toLocale } from '@/lib/i18n/locales';

/** Switches between Arabic and English on the same page, keeping path and query. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const target = toLocale(router.locale) === 'ar' ? 'en' : 'ar';

  return (
    <Button
      component={NextLink}
      href={router.asPath}
      locale={target}
      scroll={false}
      // Rarely used: prefetching the other language on every page would waste mobile data.
      prefetch={false}
      hrefLang={target}
      lang={target}
      aria-label={t('language.switchTo')}
      color="inherit"
      startIcon={<TranslateIcon />}
      data-testid="language-switch"
    >
      {t('language.otherName')}
    </Button>
  );
}
