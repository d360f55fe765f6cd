import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Skeleton } from '@/components/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Image from 'next/image';
import ShopLink from '@/components/ui/shop-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useCategories } from '@/features/catalog/api/get-categories';
import { usePageCategories } from '@/lib/shop-facts/shop-facts-context';
import { formatNumber } from '@/lib/format/number';
import { toLocale } from '@/lib/i18n/locales';
import { focusRingSx } from '@/components/layout/focus-ring';

type Props = { open: boolean; onClose: () => void };

const ICON_SIZE = 40;

/**
 * The phone's category menu (bottom navigation → Categories): every department with its
 * picture and item count, each leading to /product/search/{slug}. Loaded on first open.
 */
export function CategoriesDrawer({ open, onClose }: Props) {
  const { t } = useTranslation('layout');
  const locale = toLocale(useRouter().locale);
  // Seeded with the page's own list (loadShopPage); SWR asks (with retry) only without one.
  const categories = useCategories(locale, usePageCategories());
  const { data, mutate } = categories;
  const failed = categories.error !== undefined;
  const titleId = useId();

  let body;
  if (data) {
    body = (
      <List component="ul" aria-labelledby={titleId} disablePadding data-testid="categories-list">
        {data.map((category) => (
          <li key={category.id}>
            <ListItemButton
              component={ShopLink}
              href={`/product/search/${encodeURIComponent(category.slug)}`}
              onClick={onClose}
              sx={{ gap: 2, py: 1.25 }}
            >
              <Image
                src={category.image}
                alt=""
                width={ICON_SIZE}
                height={ICON_SIZE}
                unoptimized={category.image.endsWith('.svg')}
                style={{ borderRadius: 8, objectFit: 'cover' }}
              />
              <ListItemText
                primary={category.name}
                secondary={t('categories.count', { n: formatNumber(category.items_count, locale) })}
                slotProps={{ secondary: { color: 'text.secondary' } }}
              />
              <ChevronRightIcon
                aria-hidden
                sx={{
                  color: 'text.secondary',
                  transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
                }}
              />
            </ListItemButton>
          </li>
        ))}
      </List>
    );
  } else if (failed) {
    body = (
      <Box sx={{ p: 2 }}>
        <LoadError onRetry={() => void mutate()} />
      </Box>
    );
  } else {
    body = (
      <Stack spacing={1} sx={{ p: 2 }} aria-busy="true">
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} variant="rounded" height={ICON_SIZE + 16} />
        ))}
      </Stack>
    );
  }

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { ...focusRingSx, width: { xs: '88%', sm: 360 } },
        },
      }}
      data-testid="categories-drawer"
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="h4" sx={{ flexGrow: 1 }}>
          {t('categories.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('categories.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {body}
    </Drawer>
  );
}
