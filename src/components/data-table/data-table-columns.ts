import type { ColumnDef } from '@tanstack/react-table';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import type { DataTableColumn } from './data-table';
import { compareCellValues, type CellValue } from './table-sort';

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
