import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithShop } from '@tests/setup/render';
import { SummaryCard } from './summary-card';

const card = {
  title: 'Sales',
  amount1: 12500,
  amount2: 14000,
  color: 'info' as const,
  percentage: 10.71,
};

describe('SummaryCard', () => {
  it('shows the amounts and a rising change by default', () => {
    renderWithShop(<SummaryCard card={card} />);
    expect(screen.getByRole('heading', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.getByText('EGP 12,500')).toBeInTheDocument();
    expect(screen.getByText('Before: EGP 14,000')).toBeInTheDocument();
    expect(screen.getByText('Up 10.71%')).toHaveAttribute('data-trend', 'up');
  });

  it('falls when the status is down, in Arabic too', () => {
    renderWithShop(<SummaryCard card={{ ...card, status: 'down' }} />, { locale: 'ar' });
    const change = screen.getByText(/^نقص/);
    expect(change).toHaveAttribute('data-trend', 'down');
    expect(change).toHaveTextContent('١٠٫٧١');
  });
});
