import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { DemoService } from '@/contracts/demo/demo-entities';
import { renderWithShop } from '@tests/setup/render';
import { ServiceList } from './service-list';

const services: DemoService[] = [
  { icon: 'delivery', title: 'Fast delivery', subtitle: 'Start from $10' },
  { icon: 'support', title: 'Help center', subtitle1: 'Open every day', subtitle2: '9am–9pm' },
];

describe('ServiceList', () => {
  it('shows each promise as an item with its title as a heading and its lines below', () => {
    renderWithShop(<ServiceList services={services} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    expect(
      within(items[0]!).getByRole('heading', { level: 3, name: 'Fast delivery' }),
    ).toBeInTheDocument();
    expect(within(items[0]!).getByText('Start from $10')).toBeInTheDocument();

    expect(
      within(items[1]!).getByRole('heading', { level: 3, name: 'Help center' }),
    ).toBeInTheDocument();
    expect(within(items[1]!).getByText('Open every day')).toBeInTheDocument();
    expect(within(items[1]!).getByText('9am–9pm')).toBeInTheDocument();
  });

  it('draws each service’s icon, hidden from screen readers', () => {
    const { container } = renderWithShop(<ServiceList services={services} />);
    expect(container.querySelector('[data-testid="LocalShippingOutlinedIcon"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(container.querySelector('[data-testid="SupportAgentOutlinedIcon"]')).not.toBeNull();
  });
});
