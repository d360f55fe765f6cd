import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { formatNumber } from '@/lib/format/number';
import { pageCount, type ItemPage } from '../model/item-page';
import { PageLinks } from './page-links';

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
        <PageLinks
          page={Math.min(page.page, count)}
          count={count}
          hrefFor={hrefFor}
          scroll={scroll}
        />
      ) : null}
    </Box>
  );
}
