import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithShop } from '@tests/setup/render';
import { PayoutsScreen } from '../screens/payouts-screen';
import { SellersScreen } from '../screens/sellers-screen';

describe('the sample-data notice', () => {
  it('tops every sample screen, saying the rows are examples', () => {
    renderWithShop(<SellersScreen />);
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Sample data');
    expect(notice).toHaveTextContent('This shop has no sellers, payouts or brands of its own');
    // Above the table, so it is read before the rows.
    const table = screen.getByRole('table');
    expect(notice.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says it in Arabic on an Arabic page', () => {
    renderWithShop(<PayoutsScreen />, { locale: 'ar' });
    expect(screen.getByRole('note')).toHaveTextContent('بيانات تجريبية');
    expect(screen.getByRole('note')).toHaveTextContent('المحل ده ماعندوش بائعين');
  });
});
