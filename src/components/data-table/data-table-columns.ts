import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { compareCellValues, type CellValue } from './table-sort';

/** One column as the dashboard's screens describe it; the table turns it into TanStack's. */
export type DataTableColumn<Row> = {
  id: string;
  /** Already localised by the caller. */
  header: string;
  /** The value used for sorting and searching (numbers sort as numbers, ISO dates as dates). */
  value: (row: Row) => string | number | boolean;
  /** What the cell shows; defaults to the value as text (numbers in the page's digits). */
  cell?: (row: Row) => ReactNode;
  /** Default true. */
  sortable?: boolean;
  /** Default: true for string values. */
  searchable?: boolean;
  /** Default 'start'; numbers and money read best at 'end'. */
  align?: 'start' | 'end' | 'center';
  /** Hide on screens narrower than this breakpoint. */
  hideBelow?: 'sm' | 'md';
  width?: number | string;
};

/** A cell without its own renderer: numbers in the page's digits, anything else as text. */
function showValue(value: CellValue, locale: Locale): string {
  return typeof value === 'number' ? formatNumber(value, locale) : String(value);
}

/**
 * The caller's column descriptions as TanStack column definitions: the value feeds sorting and
 * searching, the cell (or the value as text) is what the row shows.
 */
export function toColumnDefs<Row>(
  columns: DataTableColumn<Row>[],
  collator: Intl.Collator,
  locale: Locale,
): ColumnDef<Row, CellValue>[] {
  return columns.map((column) => ({
    id: column.id,
    accessorFn: column.value,
    enableSorting: column.sortable ?? true,
    sortingFn: (rowA, rowB, columnId) =>
      compareCellValues(
        rowA.getValue<CellValue>(columnId),
        rowB.getValue<CellValue>(columnId),
        collator,
      ),
    cell: ({ row, getValue }) =>
      column.cell ? column.cell(row.original) : showValue(getValue(), locale),
  }));
}

/**
 * Whether the search looks into a column: as the caller says, else when it holds text (a price
 * or a yes/no flag would match digits and words the person never sees written that way).
 */
export function isSearchable<Row>(
  column: DataTableColumn<Row>,
  firstRow: Row | undefined,
): boolean {
  if (column.searchable !== undefined) return column.searchable;
  return firstRow !== undefined && typeof column.value(firstRow) === 'string';
}

/**
 * Header and body cells of a column share its alignment, width and narrow-screen hiding.
 * textAlign 'start'/'end' follow the writing direction; MUI's align 'left'/'right' would not.
 */
export function columnCellSx<Row>(column: DataTableColumn<Row>) {
  return {
    textAlign: column.align ?? 'start',
    width: column.width,
    display: column.hideBelow ? { xs: 'none', [column.hideBelow]: 'table-cell' } : undefined,
  };
}
