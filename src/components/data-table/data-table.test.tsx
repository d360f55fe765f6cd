import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithShop } from '@tests/setup/render';
import { DataTable } from './data-table';
import {
  bodyRows,
  firstColumn,
  manyRows,
  rowId,
  testColumns,
  testRow,
  type TestRow,
} from './data-table-test-rows';

// Every keystroke re-renders a MUI table in jsdom: slow on a busy machine.
jest.setTimeout(30_000);

/** Replaces what the search box holds in one input event (typing is tested once, below). */
async function searchFor(user: UserEvent, text: string, name: string | RegExp = /search|بحث/i) {
  const box = screen.getByRole('searchbox', { name });
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

function renderTable(
  rows: TestRow[] | undefined,
  options: { locale?: 'en' | 'ar'; error?: unknown; onRetry?: () => void } = {},
) {
  const { locale, ...props } = options;
  return renderWithShop(
    <DataTable caption="Products" rows={rows} columns={testColumns} rowId={rowId} {...props} />,
    { locale },
  );
}

describe('DataTable', () => {
  it('shows five skeleton rows in a busy table and disables the search while loading', () => {
    renderTable(undefined);
    const table = screen.getByRole('table', { name: 'Products' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeDisabled();
    expect(screen.queryByText(/of/)).not.toBeInTheDocument();
  });

  it('loads in Arabic with the Arabic search label', () => {
    renderTable(undefined, { locale: 'ar' });
    expect(screen.getByRole('searchbox', { name: 'بحث' })).toBeDisabled();
  });

  it('shows the first page of rows in a named, focusable scroll region', () => {
    renderTable(manyRows());
    const table = screen.getByRole('table', { name: 'Products' });
    expect(table).not.toHaveAttribute('aria-busy');
    expect(firstColumn()).toEqual(manyRows(10).map((row) => row.name));
    expect(within(bodyRows()[0]!).getByText('Yes')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Products' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(table);
  });

  it('writes plain number cells in the page’s digits and aligns them to the logical end', () => {
    renderTable([testRow({ id: '1', price: 1500 })], { locale: 'ar' });
    const price = within(bodyRows()[0]!).getAllByRole('cell')[1]!;
    expect(price).toHaveTextContent('١٬٥٠٠');
    expect(price).toHaveStyle({ textAlign: 'end' });
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveStyle({ textAlign: 'start' });
  });

  it('keeps the open page when the rows refresh, or the last page when they shrink', async () => {
    const user = userEvent.setup();
    const view = renderTable(manyRows());
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    view.rerender(
      <DataTable caption="Products" rows={manyRows()} columns={testColumns} rowId={rowId} />,
    );
    expect(screen.getByText('11–20 of 36')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('31–36 of 36')).toBeInTheDocument();
    view.rerender(
      <DataTable caption="Products" rows={manyRows(12)} columns={testColumns} rowId={rowId} />,
    );
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    expect(firstColumn()).toEqual(['Item 11', 'Item 12']);
  });

  it('narrows the rows as you type, ignoring case and spaces, and announces the count', async () => {
    const user = userEvent.setup();
    renderTable(manyRows());
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' ITEM 3 ');
    // Item 3 and Item 30 … 36.
    expect(firstColumn()).toEqual([
      'Item 3',
      ...[30, 31, 32, 33, 34, 35, 36].map((n) => `Item ${n}`),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('8 results');
    await searchFor(user, 'item 7');
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
  });

  it('does not search columns that are not searchable', async () => {
    const user = userEvent.setup();
    renderTable(manyRows());
    await searchFor(user, '2025');
    expect(screen.getByText('Nothing matches “2025”')).toBeInTheDocument();
  });

  it('folds Arabic letter shapes and tashkeel, and Latin accents', async () => {
    const user = userEvent.setup();
    const rows = [
      testRow({ id: '1', name: 'فراخ مخلية' }),
      testRow({ id: '2', name: 'أرانب' }),
      testRow({ id: '3', name: 'دجاج مُتَبَّل' }),
      testRow({ id: '4', name: 'Éclair' }),
    ];
    renderTable(rows, { locale: 'ar' });
    await searchFor(user, 'مخليه', 'بحث');
    expect(firstColumn()).toEqual(['فراخ مخلية']);
    expect(screen.getByRole('status')).toHaveTextContent('نتيجة واحدة');
    await searchFor(user, 'ارانب');
    expect(firstColumn()).toEqual(['أرانب']);
    await searchFor(user, 'متبل');
    expect(firstColumn()).toEqual(['دجاج مُتَبَّل']);
    await searchFor(user, 'ECLAIR');
    expect(firstColumn()).toEqual(['Éclair']);
  });

  it('counts matches with Arabic plural forms and digits', async () => {
    const user = userEvent.setup();
    renderTable(manyRows(), { locale: 'ar' });
    await searchFor(user, 'Item 1');
    // Item 1 and Item 10 … 19.
    expect(screen.getByRole('status')).toHaveTextContent('١١ نتيجة');
    await user.type(screen.getByRole('searchbox'), '1');
    expect(screen.getByRole('status')).toHaveTextContent('نتيجة واحدة');
    await searchFor(user, 'item 3');
    expect(screen.getByRole('status')).toHaveTextContent('٨ نتائج');
  });

  it('goes back to the first page when the search changes', async () => {
    const user = userEvent.setup();
    renderTable(manyRows());
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11–20 of 36')).toBeInTheDocument();
    await searchFor(user, 'item');
    expect(screen.getByText('1–10 of 36')).toBeInTheDocument();
    expect(firstColumn()[0]).toBe('Item 1');
  });

  it('says when nothing matches and clears the search back to every row', async () => {
    const user = userEvent.setup();
    renderTable(manyRows());
    const search = screen.getByRole('searchbox');
    await searchFor(user, 'zzz');
    expect(screen.getByText('Nothing matches “zzz”')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No results');
    expect(screen.queryByText(/of 36/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 36')).toBeInTheDocument();
  });

  it('says when nothing matches in Arabic', async () => {
    const user = userEvent.setup();
    renderTable(manyRows(), { locale: 'ar' });
    await searchFor(user, 'بط');
    expect(screen.getByText('مفيش حاجة بتطابق «بط»')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('مفيش نتايج');
    expect(screen.getByRole('button', { name: 'مسح البحث' })).toBeInTheDocument();
  });

  it('says an empty list has no rows yet, in both languages', () => {
    const { unmount } = renderTable([]);
    expect(screen.getByText('No rows yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    unmount();
    renderTable([], { locale: 'ar' });
    expect(screen.getByText('مفيش صفوف لسه')).toBeInTheDocument();
  });

  it('shows a load error whose retry asks again', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderTable(undefined, { error: new Error('offline'), onRetry });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows it has under the error when a refresh fails, in Arabic too', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderTable(manyRows(3), { error: new Error('offline'), onRetry, locale: 'ar' });
    expect(bodyRows()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'جرّب تاني' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
