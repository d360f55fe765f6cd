import { screen, within } from '@testing-library/react';
import type { DataTableColumn } from './data-table-columns';

/** Shared by the DataTable tests: a product-like row and the columns a dashboard page would give. */
export type TestRow = {
  id: string;
  name: string;
  price: number;
  published: boolean;
  createdAt: string;
  category: string;
};

export function testRow(overrides: Partial<TestRow> & Pick<TestRow, 'id'>): TestRow {
  return {
    name: `Item ${overrides.id}`,
    price: 10,
    published: true,
    createdAt: '2025-01-01T10:00:00Z',
    category: 'Poultry',
    ...overrides,
  };
}

/** Item 1 … Item 36, in that order. */
export function manyRows(count = 36): TestRow[] {
  return Array.from({ length: count }, (_, index) => testRow({ id: String(index + 1) }));
}

export const testColumns: DataTableColumn<TestRow>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  { id: 'price', header: 'Price', value: (row) => row.price, align: 'end' },
  {
    id: 'published',
    header: 'Published',
    value: (row) => row.published,
    cell: (row) => (row.published ? 'Yes' : 'No'),
  },
  { id: 'createdAt', header: 'Created', value: (row) => row.createdAt, searchable: false },
  {
    id: 'category',
    header: 'Category',
    value: (row) => row.category,
    hideBelow: 'md',
    sortable: false,
  },
];

export const rowId = (row: TestRow) => row.id;

/** The body rows (the header row sits in the first row group). */
export function bodyRows(): HTMLElement[] {
  const body = screen.getAllByRole('rowgroup')[1];
  if (!body) throw new Error('The table has no body');
  return within(body).queryAllByRole('row');
}

/** What the first cell of each body row says, top to bottom. */
export function firstColumn(): (string | null)[] {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? null);
}
