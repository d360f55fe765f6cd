import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { staffItemsWithChoices } from '@mocks/fixtures/staff/staff-items';
import { staffItemHandlers } from '@mocks/handlers/staff-items';
import { server } from '@mocks/node';
import {
  MAX_ITEM_OPTIONS,
  MAX_WEIGHT_OPTION_KG,
  MAX_WEIGHT_OPTIONS,
} from '@/contracts/poultry-options';
import { recordPosts } from '@tests/setup/record-posts';
import { renderWithShop } from '@tests/setup/render';
import { formatNumber } from '@/lib/format/number';
import { MAX_OPTIONS, MAX_WEIGHT_KG, MAX_WEIGHTS, SERVER_FIELDS } from './product-form-values';
import type { ProductsScreen as Screen } from './products-screen';

/*
 * A refused product edit (400) whose reasons name a preparation choice's input or one weight
 * (`options.1.name_ar`, `weight_options.1`, as the server words a nested zod issue): each lands
 * on what it names, in both languages, and the contract flags the same before sending.
 */

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2 } }, status: 'authenticated' }),
}));
jest.setTimeout(60_000);

let ProductsScreen: typeof Screen;
beforeAll(async () => {
  ({ ProductsScreen } = await import('./products-screen'));
});

describe('the form’s bounds', () => {
  it('are the contract’s, so a refusal naming any choice or weight has an input to land on', () => {
    expect([MAX_OPTIONS, MAX_WEIGHTS, MAX_WEIGHT_KG]).toEqual([
      MAX_ITEM_OPTIONS,
      MAX_WEIGHT_OPTIONS,
      MAX_WEIGHT_OPTION_KG,
    ]);
    expect(SERVER_FIELDS).toContain(`options.${MAX_ITEM_OPTIONS - 1}.name_ar`);
    expect(SERVER_FIELDS).toContain(`weight_options.${MAX_WEIGHT_OPTIONS - 1}`);
  });
});

/** A refusal of the chicken's edit naming a choice's input and a weight, in the call's language. */
const REFUSALS = {
  en: {
    message: 'Please check the highlighted fields.',
    errors: {
      'options.0.id': 'Choose among this product’s own options.',
      'options.1.name_ar': 'Use at most 60 characters.',
      'weight_options.1': 'Use at most three decimals (grams), e.g. 1.25.',
    },
  },
  ar: {
    message: 'من فضلك راجع الخانات المعلّمة.',
    errors: {
      'options.0.id': 'اختار من اختيارات المنتج ده بس.',
      'options.1.name_ar': 'استخدم ٦٠ حرفًا على الأكثر.',
      'weight_options.1': 'استخدم ثلاثة أرقام عشرية على الأكثر (بالجرام)، مثلًا ١٫٢٥.',
    },
  },
} as const;

/** POST /admin/items/1 refused with a 400 in the language the call asked for (`lang`). */
const refuseChickenEdit = () =>
  http.post('*/api/admin/items/1', ({ request }) => {
    const { message, errors } = REFUSALS[request.headers.get('lang') === 'ar' ? 'ar' : 'en'];
    return HttpResponse.json({ success: false, message, errors }, { status: 400 });
  });

const SCREENS = {
  en: {
    edit: 'Edit White chicken, whole',
    choice: (number: number) => `Choice ${number}`,
    nameAr: /^Name in Arabic/,
    price: /^Price/,
    extra: /^Extra/,
    weight: 'Weight (kg)',
    add: 'Add',
    save: 'Save',
    refusedWeight: '1.5 kg',
    otherWeights: ['1.25 kg', '2 kg'],
  },
  ar: {
    edit: 'تعديل فراخ بيضاء كاملة',
    choice: (number: number) => `الاختيار ${formatNumber(number, 'ar')}`,
    nameAr: /^الاسم بالعربية/,
    price: /^السعر \(/,
    extra: /^الزيادة/,
    weight: 'الوزن (كجم)',
    add: 'إضافة',
    save: 'حفظ',
    refusedWeight: '١٫٥ كجم',
    otherWeights: ['١٫٢٥ كجم', '٢ كجم'],
  },
} as const;

describe('a product’s choices and weights the server refuses', () => {
  it.each(['en', 'ar'] as const)(
    '(%s) puts each reason on the choice’s input or the weight it names, not in the alert',
    async (locale) => {
      const words = SCREENS[locale];
      const refusal = REFUSALS[locale];
      server.use(refuseChickenEdit(), ...staffItemHandlers(staffItemsWithChoices()));
      const user = userEvent.setup();
      renderWithShop(<ProductsScreen />, { locale });
      await user.click(await screen.findByRole('button', { name: words.edit }));
      const dialog = await screen.findByRole('dialog', { name: words.edit });
      const second = within(dialog).getByRole('group', { name: words.choice(2) });
      const nameAr = within(second).getByRole('textbox', { name: words.nameAr });
      await user.type(nameAr, ' خالص');
      const weights = within(dialog).getByTestId('weight-options');
      await user.type(within(weights).getByRole('textbox', { name: words.weight }), '1.25');
      await user.click(within(weights).getByRole('button', { name: words.add }));
      await user.click(within(dialog).getByRole('button', { name: words.save }));

      await waitFor(() => expect(nameAr).toHaveAttribute('aria-invalid', 'true'));
      expect(nameAr).toHaveAccessibleDescription(refusal.errors['options.1.name_ar']);
      // A choice the product no longer has: its row says so, its inputs are not to blame.
      const first = within(dialog).getByRole('group', { name: words.choice(1) });
      expect(first).toHaveAccessibleDescription(refusal.errors['options.0.id']);
      expect(within(first).getByRole('textbox', { name: words.nameAr })).toHaveAttribute(
        'aria-invalid',
        'false',
      );
      const chip = (label: string) => within(weights).getByText(label).closest('[role="button"]');
      expect(chip(words.refusedWeight)).toHaveAccessibleDescription(
        `${words.refusedWeight}: ${refusal.errors['weight_options.1']}`,
      );
      for (const label of words.otherWeights) {
        expect(chip(label)).toHaveAccessibleDescription('');
      }
      // The alert says only what has no field of its own.
      expect(within(dialog).getByRole('alert').textContent).toBe(refusal.message);
    },
  );

  // Round 3: the form holds amounts to the contract's rules, so it says what the server says.
  it.each([
    ['en', '0', '0.015', 'At least 0.01 EGP (one piastre).', 'Use at most two decimals'],
    ['ar', '٠', '٠٫٠١٥', 'على الأقل ٠٫٠١ جنيه (قرش واحد).', 'استخدم رقمين عشريين'],
  ] as const)(
    '(%s) refuses a price below a piastre and an extra finer than piastres before sending',
    async (locale, price, extra, priceReason, extraReason) => {
      const words = SCREENS[locale];
      server.use(...staffItemHandlers(staffItemsWithChoices()));
      const posts = recordPosts('/api/admin/items/1');
      const user = userEvent.setup();
      renderWithShop(<ProductsScreen />, { locale });
      await user.click(await screen.findByRole('button', { name: words.edit }));
      const dialog = await screen.findByRole('dialog', { name: words.edit });
      const priceInput = within(dialog).getByRole('textbox', { name: words.price });
      await user.clear(priceInput);
      await user.type(priceInput, price);
      const second = within(dialog).getByRole('group', { name: words.choice(2) });
      const extraInput = within(second).getByRole('textbox', { name: words.extra });
      await user.clear(extraInput);
      await user.type(extraInput, extra);
      await user.click(within(dialog).getByRole('button', { name: words.save }));
      await waitFor(() => expect(priceInput).toHaveAttribute('aria-invalid', 'true'));
      expect(priceInput).toHaveAccessibleDescription(priceReason);
      expect(extraInput).toHaveAttribute('aria-invalid', 'true');
      expect(extraInput).toHaveAccessibleDescription(expect.stringContaining(extraReason));
      expect(posts).toEqual([]);
    },
  );

  it('flags the same choice input in the browser, before sending anything', async () => {
    server.use(...staffItemHandlers(staffItemsWithChoices()));
    const posts = recordPosts('/api/admin/items/1');
    const user = userEvent.setup();
    renderWithShop(<ProductsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit White chicken, whole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit White chicken, whole' });
    const second = within(dialog).getByRole('group', { name: 'Choice 2' });
    const nameAr = within(second).getByRole('textbox', { name: /^Name in Arabic/ });
    await user.clear(nameAr);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(nameAr).toHaveAttribute('aria-invalid', 'true'));
    expect(nameAr).toHaveAccessibleDescription('This field is required.');
    expect(posts).toEqual([]);
  });
});
