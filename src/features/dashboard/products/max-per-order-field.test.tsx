import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffItems } from '@mocks/fixtures/staff/staff-items';
import { staffItemHandlers } from '@mocks/handlers/staff-items';
import { server } from '@mocks/node';
import { recordPosts } from '@tests/setup/record-posts';
import { renderWithShop } from '@tests/setup/render';
import type { ProductsScreen as Screen } from './products-screen';

/*
 * The most per order on the product form: its hint names the unit the product is sold in,
 * the shared contract refuses anything but a whole number from 1 before sending, a number
 * typed in Arabic digits is sent as a number, and emptying the field sends null (no limit).
 */

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2 } }, status: 'authenticated' }),
}));
jest.setTimeout(60_000);

let ProductsScreen: typeof Screen;
beforeAll(async () => {
  ({ ProductsScreen } = await import('./products-screen'));
});

const WORDS = {
  en: {
    chicken: 'Edit White chicken, whole',
    eggs: 'Edit Baladi eggs, tray of 30',
    field: /^Most per order/,
    sold: 'Sold',
    byBird: 'By the bird',
    inKg: 'In kg, decimals allowed; birds picked by weight count exactly their kg. Leave it empty for no limit.',
    stockKg: 'In stock (kg)',
    stockBirds: 'In stock (birds)',
    stockWhole: 'This product is counted by the piece: enter a whole number, e.g. 3.',
    inBirds: 'In birds. Leave it empty for no limit.',
    wrong: 'Enter a whole number, 1 or more, or leave it empty for no limit.',
    save: 'Save',
  },
  ar: {
    chicken: 'تعديل فراخ بيضاء كاملة',
    eggs: 'تعديل بيض بلدي طبق ٣٠',
    field: /^أقصى كمية في الطلب/,
    sold: 'بيتباع',
    byBird: 'بالطائر',
    inKg: 'بالكيلو، والكسور مسموحة؛ الطيور اللي بتتطلب بالوزن بتتحسب بكيلواتها بالظبط. سيبه فاضي لو مفيش حد.',
    stockKg: 'الكمية في المخزون (كجم)',
    stockBirds: 'الكمية في المخزون (طائر)',
    stockWhole: 'المنتج ده بيتعد بالقطعة: اكتب عدد صحيح، زي ٣.',
    inBirds: 'بالطائر. سيبه فاضي لو مفيش حد.',
    wrong: 'اكتب عدد صحيح من ١ وطالع، أو سيبه فاضي من غير حد.',
    save: 'حفظ',
  },
} as const;

describe('the most per order on the product form', () => {
  it.each(['en', 'ar'] as const)(
    '(%s) names the unit, refuses 0, 1.5 and words before sending, and sends what is typed',
    async (locale) => {
      const words = WORDS[locale];
      server.use(...staffItemHandlers(staffItems()));
      const posts = recordPosts('/api/admin/items/1');
      const user = userEvent.setup();
      renderWithShop(<ProductsScreen />, { locale });
      await user.click(await screen.findByRole('button', { name: words.chicken }));
      const dialog = await screen.findByRole('dialog', { name: words.chicken });
      const field = within(dialog).getByRole('textbox', { name: words.field });
      expect(field).toHaveValue('');
      expect(field).toHaveAccessibleDescription(words.inKg);
      // The stock says its unit too, and follows the unit chosen (issue 38).
      expect(within(dialog).getByRole('textbox', { name: words.stockKg })).toBeInTheDocument();
      await user.selectOptions(within(dialog).getByRole('combobox', { name: words.sold }), [
        words.byBird,
      ]);
      expect(field).toHaveAccessibleDescription(words.inBirds);
      const stock = within(dialog).getByRole('textbox', { name: words.stockBirds });
      await user.clear(stock);
      await user.type(stock, '2.5');
      await user.click(within(dialog).getByRole('button', { name: words.save }));
      await waitFor(() => expect(stock).toHaveAccessibleDescription(words.stockWhole));
      // 40.25 kg were fine; as birds the seller counts them whole.
      await user.clear(stock);
      await user.type(stock, '40');

      for (const wrong of ['0', '1.5', 'ten']) {
        await user.clear(field);
        await user.type(field, wrong);
        await user.click(within(dialog).getByRole('button', { name: words.save }));
        await waitFor(() => expect(field).toHaveAccessibleDescription(words.wrong));
        expect(field).toHaveAttribute('aria-invalid', 'true');
      }
      expect(posts).toEqual([]);

      await user.clear(field);
      await user.type(field, '١٢');
      await user.click(within(dialog).getByRole('button', { name: words.save }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(posts).toEqual([{ unit_code: 'bird', stock: 40, max_per_order: 12 }]);
    },
  );

  it('shows the limit a product has, and sends null when it is emptied', async () => {
    const items = staffItems().map((item) =>
      item.id === 3 ? { ...item, max_per_order: 10 } : item,
    );
    server.use(...staffItemHandlers(items));
    const posts = recordPosts('/api/admin/items/3');
    const user = userEvent.setup();
    renderWithShop(<ProductsScreen />);
    await user.click(await screen.findByRole('button', { name: WORDS.en.eggs }));
    const dialog = await screen.findByRole('dialog', { name: WORDS.en.eggs });
    const field = within(dialog).getByRole('textbox', { name: WORDS.en.field });
    expect(field).toHaveValue('10');
    expect(field).toHaveAccessibleDescription('In trays. Leave it empty for no limit.');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: WORDS.en.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([{ max_per_order: null }]);
    expect(items.find((item) => item.id === 3)?.max_per_order).toBeNull();
  });
});
