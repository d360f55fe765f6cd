import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Header, Table } from '@tanstack/react-table';
import { useTranslation } from 'next-i18next/pages';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';
import { columnCellSx, type DataTableColumn } from './data-table-columns';

type Props<Row> = {
  table: Table<Row>;
  columnsById: ReadonlyMap<string, DataTableColumn<Row>>;
};

/** The column headers; a sortable one is a button, its th carries aria-sort once sorted. */
export function DataTableHead<Row>({ table, columnsById }: Props<Row>) {
  return (
    <TableHead>
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id}>
          {group.headers.map((header) => {
            const column = columnsById.get(header.column.id);
            if (!column) return null;
            return <HeaderCell key={header.id} table={table} header={header} column={column} />;
          })}
        </TableRow>
      ))}
    </TableHead>
  );
}

function HeaderCell<Row>({
  table,
  header,
  column,
}: {
  table: Table<Row>;
  header: Header<Row, unknown>;
  column: DataTableColumn<Row>;
}) {
  const { t } = useTranslation('data-table');
  const sorted = header.column.getIsSorted();
  const sx = { ...columnCellSx(column), whiteSpace: 'nowrap' };
  if (!header.column.getCanSort()) {
    return (
      <TableCell scope="col" sx={sx}>
        {column.header}
      </TableCell>
    );
  }
  // What the next click does; the current order is already told by aria-sort on the th.
  const hint = sorted === 'asc' ? t('sort.descending') : t('sort.ascending');
  return (
    // The 44px sort button fills the padding a plain header cell would have.
    <TableCell scope="col" sortDirection={sorted} sx={{ ...sx, py: 0.5 }}>
      <TableSortLabel
        active={sorted !== false}
        direction={sorted === false ? 'asc' : sorted}
        onClick={() => {
          header.column.toggleSorting();
          // A new order starts from its top, not from the middle of the old one.
          table.setPageIndex(0);
        }}
        // An end-aligned header keeps its text flush with the numbers below, arrow before it.
        sx={{ minHeight: 44, flexDirection: column.align === 'end' ? 'row-reverse' : undefined }}
      >
        {column.header}{' '}
        <Box component="span" sx={visuallyHiddenSx}>
          {hint}
        </Box>
      </TableSortLabel>
    </TableCell>
  );
}
