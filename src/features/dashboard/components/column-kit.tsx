import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { DemoToggle } from './demo-toggle';
import { RowPicture } from './row-picture';
import { StatusChip, type ChipValue } from './status-chip';

type Column<Row> = DataTableColumn<Row>;
type Extra<Row> = Partial<Omit<Column<Row>, 'id' | 'header' | 'value'>>;

/**
 * The dashboard's column kinds for rows of one type, each localised and formatted one way
 * everywhere: a screen lists its columns by kind instead of repeating how money, dates or
 * statuses look. Headers are keys under `columns` in the dashboard namespace (`t` is bound
 * to it).
 */
export function createColumnKit<Row>(t: (key: string) => string, locale: Locale) {
  const header = (key: string) => t(`columns.${key}`);
  return {
    text: (id: string, get: (row: Row) => string, extra: Extra<Row> = {}): Column<Row> => ({
      id,
      header: header(id),
      value: get,
      ...extra,
    }),
    /** A Latin code (an order number): isolated so it reads the same on Arabic pages. */
    code: (id: string, get: (row: Row) => string): Column<Row> => ({
      id,
      header: header(id),
      value: get,
      cell: (row) => <bdi>{get(row)}</bdi>,
    }),
    pictured: (
      id: string,
      get: (row: Row) => string,
      picture: (row: Row) => string,
      square = false,
    ): Column<Row> => ({
      id,
      header: header(id),
      value: get,
      cell: (row) => (
        <RowPicture src={picture(row)} square={square}>
          {get(row)}
        </RowPicture>
      ),
    }),
    count: (id: string, get: (row: Row) => number, extra: Extra<Row> = {}): Column<Row> => ({
      id,
      header: header(id),
      value: get,
      align: 'end',
      cell: (row) => formatNumber(get(row), locale),
      ...extra,
    }),
    money: (id: string, get: (row: Row) => number, extra: Extra<Row> = {}): Column<Row> => ({
      id,
      header: header(id),
      value: get,
      align: 'end',
      cell: (row) => formatMoney(get(row), locale),
      ...extra,
    }),
    date: (id: string, get: (row: Row) => string): Column<Row> => ({
      id,
      header: header(id),
      value: get,
      searchable: false,
      cell: (row) => formatDate(get(row), locale),
    }),
    /** Searched and sorted by its label in the page's language. */
    chip: (id: string, get: (row: Row) => ChipValue): Column<Row> => ({
      id,
      header: header(id),
      value: (row) => t(`values.${get(row)}`),
      cell: (row) => <StatusChip value={get(row)} />,
    }),
    toggle: (
      id: string,
      get: (row: Row) => boolean,
      label: (row: Row) => string,
      onChange: (row: Row, value: boolean) => void,
    ): Column<Row> => ({
      id,
      header: header(id),
      value: get,
      align: 'center',
      cell: (row): ReactNode => (
        <DemoToggle
          checked={get(row)}
          label={label(row)}
          onChange={(value) => onChange(row, value)}
        />
      ),
    }),
  };
}

export type ColumnKit<Row> = ReturnType<typeof createColumnKit<Row>>;
