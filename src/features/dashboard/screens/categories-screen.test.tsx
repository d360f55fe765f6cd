import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { StaffCategory } from '@/contracts/staff-category';
import { staffCategoryFixture } from '@tests/setup/staff-category-fixture';
import { renderWithShop } from '@tests/setup/render';
import type { CategoriesScreen as Screen } from './categories-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2 } }, status: 'authenticated' }),
}));

let CategoriesScreen: typeof Screen;
beforeAll(async () => {
  ({ CategoriesScreen } = await import('./categories-screen'));
  // What the screen loads on the first edit (the dialog, the form's contract), loaded here so
  // that a busy machine's module transform does not count against the tests' waits.
  await Promise.all([
    import('../categories/category-edit-dialog'),
    import('@/contracts/storefront-calls'),
  ]);
});

const ok = (results: unknown) =>
  HttpResponse.json({ success: true, message: 'OK', results, total: 2, page: 1, limit: 10000 });

/** As the API answers: `name` in the request's language. */
const named = (request: Request, category: StaffCategory): StaffCategory => ({
  ...category,
  name: request.headers.get('lang') === 'ar' ? category.name_ar : category.name_en,
});

function shop() {
  let categories: StaffCategory[] = [
    staffCategoryFixture({
      id: 1,
      slug: 'whole-chicken',
      name: 'Whole chicken',
      name_en: 'Whole chicken',
      name_ar: 'فراخ كاملة',
      sort_order: 0,
      items_count: 1,
      published_count: 1,
    }),
    staffCategoryFixture(),
  ];
  const saves: unknown[] = [];
  server.use(
    http.get('*/api/admin/categories', ({ request }) =>
      ok(categories.map((category) => named(request, category))),
    ),
    http.post('*/api/admin/categories/3', async ({ request }) => {
      const body = (await request.json()) as Partial<StaffCategory>;
      saves.push(body);
      if (body.name_en === 'Geese') {
        return HttpResponse.json(
          {
            success: false,
            message: 'Please check the highlighted fields.',
            errors: { name_en: 'Another category has this name.' },
          },
          { status: 400 },
        );
      }
      categories = categories.map((entry) => (entry.id === 3 ? { ...entry, ...body } : entry));
      return ok(categories[1] && named(request, categories[1]));
    }),
  );
  return saves;
}

describe('the categories screen', () => {
  it('lists the shop’s categories with both names, their products and position', async () => {
    shop();
    renderWithShop(<CategoriesScreen />);
    const rows = await screen.findAllByTestId('staff-category');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Whole chicken',
      'Ducks',
    ]);
    expect(rows[1]).toHaveTextContent('بط');
    expect(rows[1]).toHaveTextContent('6 products · 5 on sale');
    expect(rows[1]).toHaveTextContent('Position 2');
    expect(rows[0]).toHaveTextContent('1 product · 1 on sale');
  });

  it('saves new names from the dialog, and puts the API’s reasons on the fields', async () => {
    const saves = shop();
    const user = userEvent.setup();
    renderWithShop(<CategoriesScreen />, { locale: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'عدّل بط' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل «بط»' });
    const english = within(dialog).getByRole('textbox', { name: 'الاسم بالإنجليزي' });
    await user.clear(english);
    await user.type(english, 'Geese');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('Another category has this name.')).toBeVisible();
    // The reason's field takes the focus, and the count is said.
    expect(english).toHaveFocus();
    expect(within(dialog).getByText('في خطأ واحد، صلّحه وجرّب تاني')).toHaveAttribute(
      'aria-live',
      'polite',
    );

    await user.clear(english);
    await user.type(english, 'Country ducks');
    const arabic = within(dialog).getByRole('textbox', { name: 'الاسم بالعربي' });
    await user.clear(arabic);
    await user.type(arabic, 'بط بلدي');
    const position = within(dialog).getByRole('textbox', { name: 'الترتيب' });
    await user.clear(position);
    await user.type(position, '٥');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('«بط بلدي» اتحفظ، وظاهر في المتجر دلوقتي.')).toBeVisible();
    expect(saves.at(-1)).toEqual({ name_ar: 'بط بلدي', name_en: 'Country ducks', sort_order: 5 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the fields before sending them, focusing the first in error', async () => {
    const saves = shop();
    const user = userEvent.setup();
    renderWithShop(<CategoriesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Ducks' }));
    const dialog = await screen.findByRole('dialog');
    const english = within(dialog).getByRole('textbox', { name: 'English name' });
    await user.clear(english);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Position' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    expect(english).toHaveFocus();
    expect(within(dialog).getByText('2 errors: fix them and try again')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(saves).toEqual([]);
  });
});
