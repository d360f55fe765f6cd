import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { orderFixture } from '@tests/setup/order-fixture';
import { renderWithShop } from '@tests/setup/render';
import { OrderTotals } from './order-totals';

describe('an order’s totals', () => {
  it('show the credit used and the cash the driver hands back', () => {
    renderWithShop(<OrderTotals order={orderFixture({ credit: 40, cash_back: 30, total: 315 })} />);
    expect(screen.getByText('Credit used')).toBeTruthy();
    expect(screen.getByTestId('order-credit').textContent).toMatch(/^−EGP\s40$/);
    expect(screen.getByTestId('order-total').textContent).toMatch(/^EGP\s315$/);
    expect(screen.getByTestId('order-cash-back').textContent).toMatch(
      /^Cash back at delivery: EGP\s30 /,
    );
  });

  it('show neither when there is none', () => {
    renderWithShop(<OrderTotals order={orderFixture()} />);
    expect(screen.queryByTestId('order-credit')).toBeNull();
    expect(screen.queryByTestId('order-cash-back')).toBeNull();
  });

  it('say them in Arabic', () => {
    renderWithShop(
      <OrderTotals order={orderFixture({ credit: 40, cash_back: 30, total: 315 })} />,
      { locale: 'ar' },
    );
    expect(screen.getByText('الرصيد المستخدم')).toBeTruthy();
    expect(screen.getByTestId('order-credit').textContent).toContain('٤٠');
    expect(screen.getByTestId('order-cash-back').textContent).toMatch(
      /^فلوس هترجعلك عند الاستلام: .*٣٠/,
    );
  });
});
