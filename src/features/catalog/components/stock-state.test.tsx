import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithShop } from '@tests/setup/render';
import { StockState } from './stock-state';

describe('StockState', () => {
  it.each([
    ['en', false, 'At most 10 per order'],
    ['en', true, 'At most 10 kg per order'],
    ['ar', false, 'بحد أقصى ١٠ في الطلب'],
    ['ar', true, 'بحد أقصى ١٠ كيلو في الطلب'],
  ] as const)('(%s, by the kg: %s) says the most per order', (locale, byKg, words) => {
    renderWithShop(<StockState stock={40} maxPerOrder={10} byKg={byKg} />, { locale });
    expect(screen.getByTestId('max-per-order')).toHaveTextContent(words);
  });

  it('says nothing of it without a limit, or while out of stock', () => {
    const { unmount } = renderWithShop(<StockState stock={40} maxPerOrder={null} />);
    expect(screen.queryByTestId('max-per-order')).toBeNull();
    unmount();
    renderWithShop(<StockState stock={0} maxPerOrder={10} />);
    expect(screen.queryByTestId('max-per-order')).toBeNull();
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Out of stock for now');
  });
});
