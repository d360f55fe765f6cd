import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffItems } from '@mocks/fixtures/staff/staff-items';
import { staffItemHandlers } from '@mocks/handlers/staff-items';
import { server } from '@mocks/node';
import { recordPosts } from '@tests/setup/record-posts';
import { renderWithShop } from '@tests/setup/render';
import type { ProductsScreen as Screen } from './products-screen';
import { typedKg } from './weight-chips';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2 } }, status: 'authenticated' }),
}));
jest.setTimeout(120_000);

let ProductsScreen: typeof Screen;
beforeAll(async () => {
  ({ ProductsScreen } = await import('./products-screen'));
});

describe('typedKg', () => {
  it('reads kg as typed on a phone, to the gram, and refuses what is not a weight', () => {
    expect(typedKg('١٫٥')).toBe(1.5);
    expect(typedKg(' 2 ')).toBe(2);
    expect(typedKg('1.25')).toBe(1.25);
    expect(typedKg('1.2345')).toBeUndefined();
    expect(typedKg('0')).toBeUndefined();
    expect(typedKg('30')).toBeUndefined();
    expect(typedKg('kg')).toBeUndefined();
  });
});

describe('a product’s choices and weights', () => {
  it('adds a choice and weights (Arabic digits too) and sends both whole with the save', async () => {
    server.use(...staffItemHandlers(staffItems()));
    const posts = recordPosts('/api/admin/items/1');
    const user = userEvent.setup();
    renderWithShop(<ProductsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit White chicken, whole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit White chicken, whole' });

    await user.click(within(dialog).getByRole('button', { name: 'Add a choice' }));
    const row = within(dialog).getByRole('group', { name: 'Choice 1' });
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Group' }), 'Cut');
    await user.type(within(row).getByRole('textbox', { name: /^Name in Arabic/ }), 'تقطيع ٨');
    await user.type(within(row).getByRole('textbox', { name: /^Name in English/ }), 'Cut in 8');
    const extra = within(row).getByRole('textbox', { name: /^Extra/ });
    await user.clear(extra);
    await user.type(extra, '٥');

    const weights = within(dialog).getByTestId('weight-options');
    const kg = within(weights).getByRole('textbox', { name: 'Weight (kg)' });
    await user.type(kg, '١٫٥');
    await user.click(within(weights).getByRole('button', { name: 'Add' }));
    await user.type(kg, '1.2345{Enter}');
    expect(
      within(weights).getByText('Type a weight in kg, up to 3 decimals, e.g. 1.5.'),
    ).toBeTruthy();
    await user.clear(kg);
    await user.type(kg, '2{Enter}');
    await user.type(kg, '1.25{Enter}');
    expect(
      within(weights)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['1.25 kg', '1.5 kg', '2 kg', 'Add']);
    await user.click(within(weights).getByLabelText('Remove 2 kg'));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('White chicken, whole was saved.')).toBeTruthy();
    expect(posts).toEqual([
      {
        options: [{ group: 'cut', name_en: 'Cut in 8', name_ar: 'تقطيع ٨', price_delta: 5 }],
        weight_options: [1.25, 1.5],
      },
    ]);
  });

  it('shows the product’s choices to edit and sends nothing when none was touched', async () => {
    const items = staffItems();
    items[0] = {
      ...items[0]!,
      weight_options: [1.5],
      options: [
        {
          id: 4,
          group: 'skin',
          name: 'Without skin',
          name_en: 'Without skin',
          name_ar: 'بدون جلد',
          price_delta: 0,
        },
      ],
    };
    server.use(...staffItemHandlers(items));
    const posts = recordPosts('/api/admin/items/1');
    const user = userEvent.setup();
    renderWithShop(<ProductsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit White chicken, whole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit White chicken, whole' });
    const row = within(dialog).getByRole('group', { name: 'Choice 1' });
    expect(within(row).getByRole('textbox', { name: /^Name in English/ })).toHaveValue(
      'Without skin',
    );
    expect(within(dialog).getByText('1.5 kg')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove choice 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toEqual([{ options: [] }]));
  });
});
