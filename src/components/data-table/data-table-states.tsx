import Button from '@mui/material/Button';
import { Skeleton } from '@/components/ui/skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { columnCellSx, type DataTableColumn } from './data-table-columns';

export const SKELETON_ROWS = 5;

/** Placeholder rows while the list loads, shaped like the real ones so nothing jumps. */
export function SkeletonRows<Row>({ columns }: { columns: DataTableColumn<Row>[] }) {
  return Array.from({ length: SKELETON_ROWS }, (_, index) => (
    <TableRow key={index}>
      {columns.map((column) => (
        <TableCell key={column.id} sx={columnCellSx(column)}>
          <Skeleton
            variant="text"
            sx={{ '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
          />
        </TableCell>
      ))}
    </TableRow>
  ));
}

type MessageRowProps = {
  columnCount: number;
  /** What the search box holds, when no row matches it; otherwise the list is empty. */
  query?: string;
  onClearSearch: () => void;
};

/** One full-width row saying why there is nothing to show, and the way out of a search. */
export function MessageRow({ columnCount, query, onClearSearch }: MessageRowProps) {
  const { t } = useTranslation('data-table');
  return (
    <TableRow>
      <TableCell colSpan={columnCount} sx={{ py: 5, textAlign: 'center' }}>
        <Typography color="text.secondary">
          {query ? t('states.noMatch', { query }) : t('states.empty')}
        </Typography>
        {query ? (
          <Button onClick={onClearSearch} sx={{ mt: 1, minHeight: 44 }}>
            {t('search.clear')}
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
