import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import usePagination from '@mui/material/usePagination';
import ShopLink from '@/components/ui/shop-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { formatNumber } from '@/lib/format/number';

type Props = {
  page: number;
  count: number;
  hrefFor: (page: number) => string;
  scroll: boolean;
};

const ITEM = { minWidth: 40, height: 40, px: 1 } as const;

/**
 * The page links under a list: previous, the pages around this one with the first and last,
 * next; every one a real link rendered on the server. MUI's usePagination decides which to
 * show; the links are the theme's buttons. MUI's Pagination component drew the same and was
 * about 3 kB gzip of the home and search pages' first load (issue 26).
 */
export function PageLinks({ page, count, hrefFor, scroll }: Props) {
  const { t } = useTranslation('catalog');
  const { locale } = useRouter();
  const rtl = useTheme().direction === 'rtl';
  const { items } = usePagination({ page, count, siblingCount: 0 });
  // "Previous" points back along the reading direction: right in Arabic.
  const [Back, Forward] = rtl ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];

  return (
    <Box component="nav" aria-label={t('pagination.label')}>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
      >
        {items.map((item, index) => {
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') {
            return (
              <Box component="li" key={`gap-${index}`} aria-hidden sx={{ ...ITEM, pt: 1 }}>
                {'…'}
              </Box>
            );
          }
          if (item.type === 'first' || item.type === 'last' || item.page === null) return null;
          const edge = item.type === 'previous' || item.type === 'next';
          const n = formatNumber(item.page, locale);
          const label =
            item.type === 'previous'
              ? t('pagination.previous')
              : item.type === 'next'
                ? t('pagination.next')
                : item.selected
                  ? t('pagination.current', { page: n })
                  : t('pagination.page', { page: n });
          const content =
            item.type === 'previous' ? <Back /> : item.type === 'next' ? <Forward /> : n;
          return (
            <li key={`${item.type}-${item.page}`}>
              {item.disabled ? (
                <Button disabled aria-label={label} sx={ITEM} color="inherit">
                  {content}
                </Button>
              ) : (
                <Button
                  component={ShopLink}
                  href={hrefFor(item.page)}
                  scroll={scroll}
                  aria-label={label}
                  aria-current={item.selected ? 'page' : undefined}
                  variant={item.selected ? 'contained' : edge ? 'text' : 'outlined'}
                  color={item.selected ? 'primary' : 'inherit'}
                  sx={{ ...ITEM, ...(item.selected ? {} : { borderColor: 'divider' }) }}
                >
                  {content}
                </Button>
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
