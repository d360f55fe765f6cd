import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled, useTheme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = {
  count: number;
  page: number;
  pageSize: number;
  pageSizeOptions: number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/*
 * The page size is a native select: a phone opens its own picker, and MUI's TablePagination
 * would bring its Select (menu, popover, modal, focus trap) and the tooltips of its arrows,
 * about 15 kB gzip, to every dashboard screen's first load (docs/adr/0006-performance.md).
 */
const PageSizeSelect = styled('select')(({ theme }) => ({
  minHeight: 44,
  padding: theme.spacing(0, 1),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 1 },
}));

/** The table's paging in the shop's words and digits; its arrows point the reading way. */
export function DataTablePagination({
  count,
  page,
  pageSize,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
}: Props) {
  const { t } = useTranslation('data-table');
  const locale = useLocale();
  const rtl = useTheme().direction === 'rtl';
  const selectId = useId();
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  const isLast = to >= count;

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        columnGap: 3,
        rowGap: 1,
        py: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="label" htmlFor={selectId} variant="body2">
          {t('pagination.rowsPerPage')}
        </Typography>
        <PageSizeSelect
          id={selectId}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {formatNumber(size, locale)}
            </option>
          ))}
        </PageSizeSelect>
      </Box>
      <Typography variant="body2">
        {t('pagination.displayed', {
          from: formatNumber(from, locale),
          to: formatNumber(to, locale),
          total: formatNumber(count, locale),
        })}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        <IconButton
          aria-label={t('pagination.previous')}
          disabled={page === 0}
          onClick={() => onPageChange(page - 1)}
        >
          {rtl ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
        </IconButton>
        <IconButton
          aria-label={t('pagination.next')}
          disabled={isLast}
          onClick={() => onPageChange(page + 1)}
        >
          {rtl ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
        </IconButton>
      </Box>
    </Box>
  );
}
