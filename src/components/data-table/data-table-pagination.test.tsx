import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '@tests/setup/render';
import { DataTable } from './data-table';
import { bodyRows, firstColumn, manyRows, rowId, testColumns } from './data-table-test-rows';

jest.setTimeout(30_000);

function renderTable(options: { locale?: 'en' | 'ar'; pageSizeOptions?: number[] } = {}) {
  const { locale, pageSizeOptions } = options;
  return renderWithShop(
    <DataTable
      caption="Products"
      rows={manyRows()}
      columns={testColumns}
      rowId={rowId}
      pageSizeOptions={pageSizeOptions}
    />,
    { locale },
  );
}

describe('DataTable paging', () => {
  it('moves to the next page and back', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(screen.getByText('1–10 of 36')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11–20 of 36')).toBeInTheDocument();
    expect(firstColumn()[0]).toBe('Item 11');
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(firstColumn()[0]).toBe('Item 1');
  });

  it('goes back to the first page when the order changes', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(screen.getByText('1–10 of 36')).toBeInTheDocument();
  });

  it('speaks Arabic with Arabic-Indic digits, its arrows pointing the reading way', async () => {
    const user = userEvent.setup();
    renderTable({ locale: 'ar' });
    expect(screen.getByText('عدد الصفوف في الصفحة')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'الصفحة التالية' });
    // Next reads leftwards in Arabic.
    expect(within(next).getByTestId('KeyboardArrowLeftIcon')).toBeInTheDocument();
    await user.click(next);
    expect(screen.getByText('١١–٢٠ من ٣٦')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الصفحة السابقة' })).toBeEnabled();
  });

  it('points the next arrow right in English', () => {
    renderTable();
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(within(next).getByTestId('KeyboardArrowRightIcon')).toBeInTheDocument();
  });

  it('changes the page size from the rows-per-page menu', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 36')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('26–36 of 36')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(11);
  });

  it('starts at the first of the given page sizes and writes them in Arabic digits', async () => {
    const user = userEvent.setup();
    renderTable({ pageSizeOptions: [5, 20], locale: 'ar' });
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('١–٥ من ٣٦')).toBeInTheDocument();
    const sizes = screen.getByRole('combobox', { name: 'عدد الصفوف في الصفحة' });
    await user.selectOptions(sizes, '20');
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['٥', '٢٠']);
  });
});
