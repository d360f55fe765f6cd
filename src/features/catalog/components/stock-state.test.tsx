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

  it.each([
    ['en', 'kg', 'Only 1.5 kg left, order soon', 'Only 3 left, order soon'],
    ['ar', 'كجم', 'باقي ١٫٥ كجم بس، اطلب بسرعة', 'باقي ٣ بس، اطلب بسرعة'],
  ] as const)(
    '(%s) says the kg left of an item sold by the kg, and a count of pieces',
    (locale, unit, kg, pieces) => {
      // «باقي ٣ بس» of a kg item was read as three birds (issue 38).
      const { unmount } = renderWithShop(<StockState stock={1.5} byKg unit={unit} />, { locale });
      expect(screen.getByTestId('stock-state')).toHaveTextContent(kg);
      unmount();
      renderWithShop(<StockState stock={3} unit="bird" />, { locale });
      expect(screen.getByTestId('stock-state')).toHaveTextContent(pieces);
    },
  );

  it('keeps the grams of a most per order in kg', () => {
    renderWithShop(<StockState stock={40} maxPerOrder={2.25} byKg />);
    expect(screen.getByTestId('max-per-order')).toHaveTextContent('At most 2.25 kg per order');
  });
});
