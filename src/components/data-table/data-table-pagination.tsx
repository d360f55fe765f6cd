import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'next-i18next/pages';
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

/**
 * MUI's pagination with the shop's words and digits. Its previous/next arrows follow the
 * theme's direction (MUI's ThemeProvider passes it on), so they point the reading way in Arabic.
 */
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
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizeOptions.map((size) => ({
        value: size,
        label: formatNumber(size, locale),
      }))}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage={t('pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) =>
        t('pagination.displayed', {
          from: formatNumber(from, locale),
          to: formatNumber(to, locale),
          total: formatNumber(total, locale),
        })
      }
      getItemAriaLabel={(type) => t(`pagination.${type}`)}
      slotProps={{ select: { sx: { minHeight: 44 } } }}
    />
  );
}
