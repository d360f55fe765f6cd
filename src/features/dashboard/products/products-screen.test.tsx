import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { staffItems } from '@mocks/fixtures/staff/staff-items';
import { staffItemHandlers } from '@mocks/handlers/staff-items';
import { server } from '@mocks/node';
import type { PriceChange } from '@/contracts/staff-catalog';
import { recordPosts } from '@tests/setup/record-posts';
import { renderWithShop } from '@tests/setup/render';
import type { ProductsScreen as Screen } from './products-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2 } }, status: 'authenticated' }),
}));
jest.setTimeout(30_000);

let ProductsScreen: typeof Screen;
beforeAll(async () => {
  // jsdom's File is not the Blob Node's URL knows: the previews get a stand-in URL.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
  ({ ProductsScreen } = await import('./products-screen'));
});

const rows = () => screen.findAllByTestId('product-row');
const rowNames = async () => (await rows()).map((row) => row.querySelector('p')?.textContent);

/** The requests' bodies a handler saw, for the test to read. */
describe('the seller’s products', () => {
  it('lists every product with both names, the old price struck and the stock, and finds them by name, category and publishing', async () => {
    server.use(...staffItemHandlers(staffItems()));
    const user = userEvent.setup();
    renderWithShop(<ProductsScreen />);
    expect(await rowNames()).toEqual([
      'White chicken, whole',
      'Baladi duck',
      'Baladi eggs, tray of 30',
    ]);
    const [chicken, duck] = await rows();
    expect(chicken?.textContent).toContain('فراخ بيضاء كاملة');
    expect(within(chicken as HTMLElement).getByTestId('old-price').textContent).toBe(
      'EGP\u00a0110',
    );
    expect(chicken?.textContent).toContain('In stock: 40.25 kg');
    expect(duck?.textContent).toContain('Out of stock');

    await user.type(screen.getByRole('searchbox', { name: 'Name or number' }), 'duck');
    await waitFor(async () => expect(await rowNames()).toEqual(['Baladi duck']));
    await user.clear(screen.getByRole('searchbox', { name: 'Name or number' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Eggs');
    await waitFor(async () => expect(await rowNames()).toEqual(['Baladi eggs, tray of 30']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All categories');
    await user.selectOptions(screen.getByRole('combobox', { name: 'In the shop' }), 'Hidden');
    await waitFor(async () => expect(await rowNames()).toEqual(['Baladi eggs, tray of 30']));
  });

  it('saves an edited price alone, so the price before is struck through, and shows the price history', async () => {
    const history: PriceChange[] = [
      {
        price: 95,
        old_price: 110,
        discount: 14,
        at: '2026-11-24T07:30:00.000Z',
        by: { id: 2, name: 'Hamdy the seller', role: 'seller' },
      },
    ];
    server.use(...staffItemHandlers(staffItems(), history));
    const posts = recordPosts('/api/admin/items/1');
    const user = userEvent.setup();
    renderWithShop(<ProductsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit White chicken, whole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit White chicken, whole' });
    expect(await within(dialog).findByText(/Hamdy the seller/)).toBeTruthy();

    const price = within(dialog).getByRole('textbox', { name: /^Price/ });
    await user.clear(price);
    await user.type(price, '٩٠');
    const oldPrice = within(dialog).getByRole('textbox', { name: /^Old price/ });
    await waitFor(() => expect((oldPrice as HTMLInputElement).value).toBe('95'));
    expect(within(dialog).getByText(/Will be EGP 95, the price before/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('White chicken, whole was saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toEqual([{ price: 90 }]);
    const [chicken] = await rows();
    await waitFor(() => expect(chicken?.textContent).toContain('EGP\u00a090'));
    expect(within(chicken as HTMLElement).getByTestId('old-price').textContent).toBe('EGP\u00a095');
  });

  it('puts the server’s reason for a refused field on that field, and keeps the dialog open', async () => {
    // Handlers given first win.
    server.use(
      http.post('*/api/admin/items/2', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Please check the highlighted fields.',
            errors: { category_id: 'Choose one of the shop’s categories.' },
          },
          { status: 400 },
        ),
      ),
      ...staffItemHandlers(staffItems()),
    );
    const user = userEvent.setup();
    renderWithShop(<ProductsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Baladi duck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Baladi duck' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Category/ }), 'Eggs');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const category = within(dialog).getByRole('combobox', { name: /Category/ });
    await waitFor(() => expect(category.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Choose one of the shop’s categories.')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please check the highlighted fields.',
    );
  });

  it('checks the form with the API’s own contract before sending anything', async () => {
    server.use(...staffItemHandlers(staffItems()));
    const posts = recordPosts('/api/admin/items/1');
    const user = userEvent.setup();
    renderWithShop(<ProductsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit White chicken, whole' }));
    const dialog = await screen.findByRole('dialog');
    const oldPrice = within(dialog).getByRole('textbox', { name: /^Old price/ });
    await user.clear(oldPrice);
    await user.type(oldPrice, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The old price must be higher than the price.'),
    ).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('shows or hides a product with its switch, and says in words when the account may not', async () => {
    server.use(...staffItemHandlers(staffItems()));
    const posts = recordPosts('/api/admin/items/3');
    const user = userEvent.setup();
    renderWithShop(<ProductsScreen />);
    const eggs = await screen.findByRole('switch', { name: 'Published: Baladi eggs, tray of 30' });
    expect((eggs as HTMLInputElement).checked).toBe(false);
    await user.click(eggs);
    await waitFor(() => expect((eggs as HTMLInputElement).checked).toBe(true));
    expect(posts).toEqual([{ is_published: true }]);

    server.use(
      http.post('*/api/admin/items/1', () =>
        HttpResponse.json(
          { success: false, message: 'You are not allowed to do this.' },
          { status: 403 },
        ),
      ),
    );
    await user.click(screen.getByRole('switch', { name: 'Published: White chicken, whole' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/may not change products/);
  });

  it('says so when the list itself is refused, rather than showing a broken screen', async () => {
    server.use(
      http.get('*/api/admin/items', () =>
        HttpResponse.json(
          { success: false, message: 'You are not allowed to do this.' },
          { status: 403 },
        ),
      ),
      ...staffItemHandlers([]),
    );
    renderWithShop(<ProductsScreen />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/may not change products/);
  });

  // The longest form of the dashboard, typed key by key: slow on a busy two-core runner.
  it('adds a product, then its picture with the product’s number, and refuses a picture too large before sending it', async () => {
    const items = staffItems();
    const uploaded: string[] = [];
    server.use(
      http.post('*/api/admin/items/new', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        const created = { ...items[1], ...body, id: 70, name: String(body.name_en), images: [] };
        return HttpResponse.json({ success: true, message: 'Added.', results: created });
      }),
      http.post('*/api/admin/items/70/images', async ({ request }) => {
        // jsdom's XHR sends its File as text, so only the field is checked here; the browser
        // journey (tests/e2e/dashboard-products.spec.ts) sends a real picture.
        uploaded.push(...(await request.formData()).keys());
        return HttpResponse.json({
          success: true,
          message: 'Added.',
          results: {
            ...items[1],
            id: 70,
            name_en: 'Muscovy duck',
            image: '/api/media/items/a.webp',
            images: ['/api/media/items/a.webp'],
          },
        });
      }),
      ...staffItemHandlers(items),
    );
    const user = userEvent.setup();
    renderWithShop(<ProductsScreen />);
    await user.click(await screen.findByRole('button', { name: 'New product' }));
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name in Arabic/ }), 'بط مسكوفي');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Name in English/ }),
      'Muscovy duck',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Category/ }), 'Ducks');
    await user.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '420');
    await user.type(within(dialog).getByRole('textbox', { name: /^In stock/ }), '6');

    const picker = within(dialog).getByLabelText('Add pictures');
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(picker, [
      new File([new Uint8Array([1, 2, 3, 4])], 'duck.jpg', { type: 'image/jpeg' }),
      huge,
    ]);
    expect(within(dialog).getByText('This picture is larger than 5 MB.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove huge.jpg' }));

    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Muscovy duck was added to the shop.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(uploaded).toEqual(['image']);
  }, 60_000);
});
