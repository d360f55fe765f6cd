import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '@tests/setup/render';
import { DataTable } from './data-table';
import { firstColumn, rowId, testColumns, testRow, type TestRow } from './data-table-test-rows';

jest.setTimeout(30_000);

function renderTable(
  rows: TestRow[],
  options: { locale?: 'en' | 'ar'; initialSort?: { id: string; desc: boolean } } = {},
) {
  const { locale, initialSort } = options;
  return renderWithShop(
    <DataTable
      caption="Products"
      rows={rows}
      columns={testColumns}
      rowId={rowId}
      initialSort={initialSort}
    />,
    { locale },
  );
}

// Fractions too: compared as text, even numerically, "9.5" would come before "9.25".
const priced = [
  testRow({ id: 'a', name: 'Nine and a half', price: 9.5 }),
  testRow({ id: 'b', name: 'Hundred', price: 100 }),
  testRow({ id: 'c', name: 'Nine and a quarter', price: 9.25 }),
];

function header(name: string) {
  return screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
}

describe('DataTable sorting', () => {
  it('keeps the given order and no aria-sort until a header is clicked', () => {
    renderTable(priced);
    expect(firstColumn()).toEqual(['Nine and a half', 'Hundred', 'Nine and a quarter']);
    expect(header('Price')).not.toHaveAttribute('aria-sort');
  });

  it('sorts a number column numerically, ascending then descending then ascending', async () => {
    const user = userEvent.setup();
    renderTable(priced);
    const price = screen.getByRole('button', { name: /^Price/ });
    await user.click(price);
    expect(firstColumn()).toEqual(['Nine and a quarter', 'Nine and a half', 'Hundred']);
    expect(header('Price')).toHaveAttribute('aria-sort', 'ascending');
    expect(price).toHaveAccessibleName('Price (sort descending)');
    await user.click(price);
    expect(firstColumn()).toEqual(['Hundred', 'Nine and a half', 'Nine and a quarter']);
    expect(header('Price')).toHaveAttribute('aria-sort', 'descending');
    expect(price).toHaveAccessibleName('Price (sort ascending)');
    await user.click(price);
    expect(firstColumn()).toEqual(['Nine and a quarter', 'Nine and a half', 'Hundred']);
    expect(header('Price')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sorts from the keyboard and moves aria-sort to the new column', async () => {
    const user = userEvent.setup();
    renderTable(priced);
    await user.click(screen.getByRole('button', { name: /^Price/ }));
    // Back from the Price button to the Name button, then press it.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: /^Name/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(firstColumn()).toEqual(['Hundred', 'Nine and a half', 'Nine and a quarter']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Price')).not.toHaveAttribute('aria-sort');
  });

  it('sorts text with the language’s collator: case, accents and numbers', async () => {
    const user = userEvent.setup();
    renderTable(
      ['Zebra', 'egg', 'Item 10', 'apple', 'Éclair', 'Item 9'].map((name) =>
        testRow({ id: name, name }),
      ),
    );
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(firstColumn()).toEqual(['apple', 'Éclair', 'egg', 'Item 9', 'Item 10', 'Zebra']);
  });

  it('puts true first when a yes/no column sorts descending', () => {
    renderTable(
      [
        testRow({ id: '1', published: false }),
        testRow({ id: '2', published: true }),
        testRow({ id: '3', published: false }),
      ],
      { initialSort: { id: 'published', desc: true } },
    );
    expect(firstColumn()).toEqual(['Item 2', 'Item 1', 'Item 3']);
    expect(header('Published')).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts ISO dates by the instant, whatever their offset', () => {
    renderTable(
      [
        testRow({ id: 'late', createdAt: '2025-04-01T00:30:00+02:00' }),
        testRow({ id: 'early', createdAt: '2025-04-01T00:10:00+02:00' }),
        testRow({ id: 'utc', createdAt: '2025-03-31T22:20:00Z' }),
      ],
      { initialSort: { id: 'createdAt', desc: false } },
    );
    expect(firstColumn()).toEqual(['Item early', 'Item utc', 'Item late']);
  });

  it('does not offer sorting on a column that is not sortable', () => {
    renderTable(priced);
    expect(header('Category')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Category/ })).not.toBeInTheDocument();
  });

  it('gives the sort buttons an Arabic hint in Arabic', async () => {
    const user = userEvent.setup();
    renderTable(priced, { locale: 'ar' });
    const price = screen.getByRole('button', { name: /^Price/ });
    expect(price).toHaveAccessibleName('Price (ترتيب تصاعدي)');
    await user.click(price);
    expect(price).toHaveAccessibleName('Price (ترتيب تنازلي)');
    expect(header('Price')).toHaveAttribute('aria-sort', 'ascending');
  });
});
