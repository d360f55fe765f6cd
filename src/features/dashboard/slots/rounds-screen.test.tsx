import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { deliveryRounds } from '@mocks/fixtures/staff/poultry-orders';
import { staffSlotHandlers } from '@mocks/handlers/staff-slots';
import { server } from '@mocks/node';
import { renderWithShop } from '@tests/setup/render';
import { zoneFixture } from '@tests/setup/shop-data-fixtures';
import type { RoundsScreen as Screen } from './rounds-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2, role: 'seller' } }, status: 'authenticated' }),
}));
jest.setTimeout(30_000);

let RoundsScreen: typeof Screen;
beforeAll(async () => {
  ({ RoundsScreen } = await import('./rounds-screen'));
});

function serve() {
  const sent: unknown[] = [];
  server.use(
    ...staffSlotHandlers(deliveryRounds(), sent),
    http.get('*/api/admin/delivery-zones', () =>
      HttpResponse.json({
        success: true,
        message: 'OK',
        results: [zoneFixture(), zoneFixture({ id: 5, area: 'Sherbin', area_en: 'Sherbin' })],
        total: 2,
        page: 1,
        limit: 10_000,
      }),
    ),
  );
  return sent;
}

const day = (name: string) => screen.findByRole('region', { name });

describe('the delivery rounds screen', () => {
  it('lists each weekday’s rounds from Saturday, with places, cut-off, zones and paused ones', async () => {
    serve();
    renderWithShop(<RoundsScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery rounds' })).toBeVisible();
    const days = await screen.findAllByTestId('weekday');
    expect(days.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Saturday',
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    const [morning, evening] = within(await day('Saturday')).getAllByTestId('round');
    expect(morning).toHaveTextContent(
      '10:00–13:0020 orders · stops taking orders 60 min beforeZones: All zones',
    );
    expect(evening).toHaveTextContent(/16:00–19:00Paused15 orders/);
    expect(await within(await day('Sunday')).findByText('Zones: Talkha')).toBeVisible();
    expect(await day('Monday')).toHaveTextContent('No deliveries on this day.');
  });

  it('edits a weekday’s rounds (change, remove, add) and saves the whole day', async () => {
    const sent = serve();
    const user = userEvent.setup();
    renderWithShop(<RoundsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Saturday’s rounds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rounds on Saturday' });
    const first = within(dialog).getByRole('group', { name: 'Round 1' });
    const capacity = within(first).getByRole('textbox', { name: /^Orders it takes/ });
    await user.clear(capacity);
    await user.type(capacity, '٣٠');
    await user.click(within(first).getByRole('checkbox', { name: 'Talkha' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove round 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a round' }));
    const added = within(dialog).getByRole('group', { name: 'Round 2' });
    expect(within(added).getByLabelText(/^From/)).toHaveValue('13:00');
    expect(within(added).getByLabelText(/^To/)).toHaveValue('16:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saturday’s rounds are saved.')).toBeVisible();
    expect(sent).toEqual([
      {
        weekday: 6,
        rounds: [
          {
            from: '10:00',
            to: '13:00',
            capacity: 30,
            cutoff_minutes: 60,
            zone_ids: [2],
            is_active: true,
          },
          {
            from: '13:00',
            to: '16:00',
            capacity: 20,
            cutoff_minutes: 60,
            zone_ids: [],
            is_active: true,
          },
        ],
      },
    ]);
    const rounds = within(await day('Saturday')).getAllByTestId('round');
    expect(rounds).toHaveLength(2);
    expect(rounds[0]).toHaveTextContent('30 orders');
  });

  it('shows each reason on its field and sends nothing: end before start, no places', async () => {
    const sent = serve();
    const user = userEvent.setup();
    renderWithShop(<RoundsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Saturday’s rounds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rounds on Saturday' });
    const first = within(dialog).getByRole('group', { name: 'Round 1' });
    fireEvent.change(within(first).getByLabelText(/^To/), { target: { value: '09:00' } });
    const capacity = within(first).getByRole('textbox', { name: /^Orders it takes/ });
    await user.clear(capacity);
    await user.type(capacity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(first).findByText('The end must be after the start.')).toBeVisible();
    expect(within(first).getByText('Must be at least 1.')).toBeVisible();
    expect(sent).toEqual([]);
  });
});
