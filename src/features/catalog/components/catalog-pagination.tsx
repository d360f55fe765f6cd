import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { formatNumber } from '@/lib/format/number';
import { pageCount, type ItemPage } from '../model/item-page';

type Props = {
  page: Pick<ItemPage, 'page' | 'limit' | 'total'>;
  /** The address of a page: paging is in the URL so it survives reload and is shareable. */
  hrefFor: (page: number) => string;
  /** False: stay where the page is (the list's own section takes the shopper to its top). */
  scroll?: boolean;
};

/** Page links (real links, rendered on the server) and "showing 21–40 of 70". */
export function CatalogPagination({ page, hrefFor, scroll = true }: Props) {
  const { t } = useTranslation('catalog');
  const { locale } = useRouter();
  const count = pageCount(page);
  const from = Math.min(page.total, (page.page - 1) * page.limit + 1);
  const to = Math.min(page.total, page.page * page.limit);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        mt: { xs: 3, md: 4 },
      }}
    >
      {page.total > 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="showing">
          {t('pagination.showing', {
            from: formatNumber(from, locale),
            to: formatNumber(to, locale),
            total: formatNumber(page.total, locale),
          })}
        </Typography>
      ) : null}
      {count > 1 ? (
        <Pagination
          page={Math.min(page.page, count)}
          count={count}
          siblingCount={0}
          shape="rounded"
          aria-label={t('pagination.label')}
          getItemAriaLabel={(type, number, selected) => {
            if (type === 'previous') return t('pagination.previous');
            if (type === 'next') return t('pagination.next');
            const n = formatNumber(number ?? 1, locale);
            return selected
              ? t('pagination.current', { page: n })
              : t('pagination.page', { page: n });
          }}
          renderItem={(item) => {
            const linked =
              item.page !== null &&
              !item.disabled &&
              (item.type === 'page' || item.type === 'previous' || item.type === 'next');
            const label =
              item.type === 'page' && item.page !== null
                ? formatNumber(item.page, locale)
                : undefined;
            return linked ? (
              <PaginationItem
                {...item}
                page={label}
                component={NextLink}
                href={hrefFor(item.page ?? 1)}
                scroll={scroll}
                aria-current={item.selected ? 'page' : undefined}
                sx={arrowSx}
              />
            ) : (
              <PaginationItem {...item} page={label} sx={arrowSx} />
            );
          }}
        />
      ) : null}
    </Box>
  );
}

const arrowSx = { minWidth: 40, height: 40 };
