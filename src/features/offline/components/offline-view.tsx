import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { useSeenPages } from '../hooks/use-seen-pages';

/**
 * What the worker shows when a page cannot be fetched and was never kept: the connection is
 * down, the cart still works (it lives in this browser), the pages already seen open from the
 * cache, and "Try again". Links are plain anchors: a full navigation is what the worker answers
 * from its cache, with no page data to fetch first.
 */
export function OfflineView({ locale }: { locale: Locale }) {
  const { t } = useTranslation('offline');
  const seen = useSeenPages(locale);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography component="h1" variant="h2">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {t('message')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('tryAgain')}
        </Button>
        <Button variant="outlined" href={localePath('/cart', locale)}>
          {t('cart')}
        </Button>
      </Stack>
      <Typography component="h2" variant="h4" sx={{ mt: 5 }}>
        {t('seen.title')}
      </Typography>
      {seen?.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('seen.none')}
        </Typography>
      ) : null}
      {seen?.length ? (
        <List aria-label={t('seen.title')}>
          {seen.map((page) => (
            <ListItem key={page.href} disableGutters>
              <Link href={page.href}>{page.title}</Link>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Container>
  );
}
