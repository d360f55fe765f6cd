import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type FilterFn,
} from '@tanstack/react-table';
import { useId, useMemo, useRef, useState, type JSX } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';
import { intlLocale } from '@/lib/format/intl-locale';
import { useLocale } from '@/lib/i18n/use-locale';
import {
  columnCellSx,
  isSearchable,
  toColumnDefs,
  type DataTableColumn,
} from './data-table-columns';
import { DataTableHead } from './data-table-head';
import { DataTablePagination } from './data-table-pagination';
import { MessageRow, SkeletonRows } from './data-table-states';
import { DataTableToolbar } from './data-table-toolbar';
import { matchesSearch, normaliseForSearch } from './table-search';
import { createSortCollator } from './table-sort';

/*
 * The dashboard's one data table. Only dashboard routes load it: storefront code must not import
 * it, so TanStack Table stays out of the shop's bundles.
 */

export type DataTableProps<Row> = {
  /** The table's accessible name (a visually hidden caption), also naming its scroll region. */
  caption: string;
  /** Undefined while loading. */
  rows: Row[] | undefined;
  /** Shows a localised error with a retry. */
  error?: unknown;
  /** What the retry does; without it the retry reloads the page. */
  onRetry?: () => void;
  /** Keep the array stable (useMemo) so the table does not rebuild its columns every render. */
  columns: DataTableColumn<Row>[];
  rowId: (row: Row) => string;
  initialSort?: { id: string; desc: boolean };
  /** Default [10, 25, 50]; the first is the starting page size. */
  pageSizeOptions?: number[];
  /** The search box's label; default the localised "Search". */
  searchPlaceholder?: string;
};

const DEFAULT_PAGE_SIZES = [10, 25, 50];

function reloadPage() {
  window.location.reload();
}

export function DataTable<Row>({
  caption,
  rows,
  error,
  onRetry,
  columns,
  rowId,
  initialSort,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  searchPlaceholder,
}: DataTableProps<Row>): JSX.Element {
  const locale = useLocale();
  const captionId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const normalisedQuery = normaliseForSearch(query);

  const collator = useMemo(() => createSortCollator(intlLocale(locale)), [locale]);
  const columnDefs = useMemo(
    () => toColumnDefs(columns, collator, locale),
    [columns, collator, locale],
  );
  const columnsById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const data = useMemo(() => rows ?? [], [rows]);
  const globalFilterFn = useMemo<FilterFn<Row>>(
    () => (row, columnId, filterValue: string) =>
      matchesSearch(row.getValue<string | number | boolean>(columnId), filterValue),
    [],
  );

  // The shop does not run the React Compiler, and nothing below memoises on `table` (its
  // identity never changes; each render reads fresh state from it), so the warning does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns: columnDefs,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    globalFilterFn,
    getColumnCanGlobalFilter: (column) => {
      const spec = columnsById.get(column.id);
      return spec !== undefined && isSearchable(spec, data[0]);
    },
    // Predictable sorting: one column at a time, first click ascending, then it just flips.
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    // TanStack would reset the page from a queued microtask after every data, search or sort
    // change; a refresh should keep the page open, so the resets below are explicit instead.
    autoResetPageIndex: false,
    state: { globalFilter: normalisedQuery },
    initialState: {
      sorting: initialSort ? [initialSort] : [],
      pagination: { pageIndex: 0, pageSize: pageSizeOptions[0] ?? DEFAULT_PAGE_SIZES[0] },
    },
  });

  const loading = rows === undefined;
  const matchCount = table.getFilteredRowModel().rows.length;
  const { pageIndex, pageSize } = table.getState().pagination;
  // A refresh with fewer rows can leave the open page past the end: move to the last one
  // (state adjusted while rendering, as React allows for a component's own state).
  const lastPage = Math.max(0, table.getPageCount() - 1);
  if (pageIndex > lastPage) table.setPageIndex(lastPage);

  function changeQuery(next: string) {
    setQuery(next);
    table.setPageIndex(0);
  }

  function clearSearch() {
    changeQuery('');
    // The clear button disappears with the message; give focus back where searching happens.
    searchRef.current?.focus();
  }

  const errorAlert = error ? <LoadError onRetry={onRetry ?? reloadPage} /> : null;
  if (errorAlert && loading) return errorAlert;

  return (
    <Box>
      {errorAlert ? <Box sx={{ mb: 2 }}>{errorAlert}</Box> : null}
      <DataTableToolbar
        query={query}
        onQueryChange={changeQuery}
        label={searchPlaceholder}
        matchCount={loading ? undefined : matchCount}
        inputRef={searchRef}
      />
      <TableContainer
        role="region"
        aria-labelledby={captionId}
        // Focusable so keyboard users can scroll a table wider than the screen.
        tabIndex={0}
        sx={{
          overflowX: 'auto',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark' },
        }}
      >
        <Table aria-busy={loading || undefined}>
          <Box component="caption" id={captionId} sx={visuallyHiddenSx}>
            {caption}
          </Box>
          <DataTableHead table={table} columnsById={columnsById} />
          <TableBody>
            {loading ? <SkeletonRows columns={columns} /> : null}
            {!loading && matchCount === 0 ? (
              <MessageRow
                columnCount={columns.length}
                query={normalisedQuery ? query.trim() : undefined}
                onClearSearch={clearSearch}
              />
            ) : null}
            {table.getRowModel().rows.map((row) => (
              <TableRow key={row.id} hover>
                {row.getVisibleCells().map((cell) => {
                  const spec = columnsById.get(cell.column.id);
                  return (
                    <TableCell key={cell.id} sx={spec ? columnCellSx(spec) : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!loading && matchCount > 0 ? (
        <DataTablePagination
          count={matchCount}
          page={Math.min(pageIndex, lastPage)}
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions}
          onPageChange={(next) => table.setPageIndex(next)}
          onPageSizeChange={(size) => table.setPageSize(size)}
        />
      ) : null}
    </Box>
  );
}
