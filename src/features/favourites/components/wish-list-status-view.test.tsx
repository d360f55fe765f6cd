import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithShop } from '@tests/setup/render';
import WishListStatusView from './wish-list-status-view';

describe('the wish list removal notice', () => {
  it('confirms a removal politely, with a close button named in Arabic', () => {
    renderWithShop(
      <WishListStatusView notice={{ kind: 'removed', name: 'فرخة بلدي' }} onClose={jest.fn()} />,
      { locale: 'ar' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('فرخة بلدي');
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('says a failed removal as an alert, closed with an English "Close" on English pages', () => {
    renderWithShop(
      <WishListStatusView notice={{ kind: 'failed', name: 'Duck' }} onClose={jest.fn()} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Duck');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
