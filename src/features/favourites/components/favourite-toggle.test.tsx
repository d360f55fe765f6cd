import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Session } from 'next-auth';
import type { Item } from '@/contracts/catalog';
import { server } from '@mocks/node';
import { renderWithShop } from '@tests/setup/render';
import type { FavouriteToggle as FavouriteToggleComponent } from './favourite-toggle';

type Status = 'authenticated' | 'unauthenticated' | 'loading';
let sessionState: { data: Session | null; status: Status };
const push = jest.fn<(url: string, as?: unknown, options?: unknown) => Promise<boolean>>();
const router = { locale: 'en', asPath: '/product/7?tab=1', push };

jest.mock('@/lib/auth/session', () => ({ useSession: () => sessionState }));
jest.mock('next/router', () => ({ useRouter: () => router }));

// jest.mock is not hoisted above imports here: the component loads once the mocks are in.
let FavouriteToggle: typeof FavouriteToggleComponent;
beforeAll(async () => {
  ({ FavouriteToggle } = await import('./favourite-toggle'));
});

function item(id: number): Item {
  return {
    id,
    name: `Item ${id}`,
    description: '',
    category_id: 1,
    category_name: 'Chicken',
    price: 100,
    old_price: null,
    discount: 0,
    unit: 'kg',
    unit_code: 'kg',
    image: '/images/x.svg',
    images: [],
    rating: 4,
    reviews_count: 1,
    stock: 5,
    in_stock: true,
    is_live: false,
    views: 0,
    weight_options: [],
    options: [],
    max_per_order: null,
    is_favorite: true,
  };
}

function signedIn() {
  sessionState = {
    status: 'authenticated',
    data: {
      expires: '2099-01-01T00:00:00.000Z',
      user: {
        id: 4,
        name: 'Mona',
        username: '01012345678',
        email: null,
        phone: '01012345678',
        role: 'customer',
      },
    },
  };
}

/** The server's favourites, changed by add/remove as the real backend would. */
function backend(initial: number[]) {
  const favourites = new Set(initial);
  const calls: { path: string; body: unknown; authorization: string | null }[] = [];
  let gate: Promise<void> = Promise.resolve();
  let failWith: number | undefined;
  const change = (path: string, apply: (id: number) => void) =>
    http.post(`*/api${path}`, async ({ request }) => {
      const body = (await request.json()) as { item_id: number };
      calls.push({ path, body, authorization: request.headers.get('authorization') });
      await gate;
      if (failWith) {
        return HttpResponse.json({ success: false, message: 'Server error' }, { status: failWith });
      }
      apply(body.item_id);
      return HttpResponse.json({ success: true, message: 'Done.', results: null });
    });
  server.use(
    http.get('*/api/user/fav_items/list', ({ request }) => {
      // The session cookie authenticates the shop's own calls; no token reaches the page.
      expect(request.headers.get('authorization')).toBeNull();
      const results = [...favourites].map(item);
      return HttpResponse.json({ success: true, message: 'OK', results, total: results.length });
    }),
    change('/user/fav_items/add', (id) => favourites.add(id)),
    change('/user/fav_items/remove', (id) => favourites.delete(id)),
  );
  return {
    calls,
    /** Holds the next add/remove until the returned function is called. */
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return () => release();
    },
    fail(status: number) {
      failWith = status;
    },
  };
}

/** The toggle is done with its change (the server answered and the list was read again). */
async function settled() {
  await waitFor(() => {
    expect(heart()).not.toHaveAttribute('aria-busy');
  });
}

/** The heart, whichever action its name offers (save or remove: that test is below). */
function heart() {
  return screen.getByRole('button', { name: /Item 7/ });
}

beforeEach(() => {
  push.mockReset();
  push.mockResolvedValue(true);
});

describe('FavouriteToggle', () => {
  it('signed out: asks to sign in and comes back to this page, without calling the API', async () => {
    sessionState = { status: 'unauthenticated', data: null };
    const api = backend([]);
    const user = userEvent.setup();
    renderWithShop(<FavouriteToggle itemId={7} itemName="Item 7" />);

    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart());

    expect(push).toHaveBeenCalledWith('/login?callbackUrl=%2Fproduct%2F7%3Ftab%3D1', undefined, {
      locale: 'en',
    });
    expect(api.calls).toEqual([]);
  });

  it('signed out in Arabic: the way back keeps the Arabic page', async () => {
    sessionState = { status: 'unauthenticated', data: null };
    router.locale = 'ar';
    const user = userEvent.setup();
    try {
      renderWithShop(<FavouriteToggle itemId={7} itemName="Item 7" />, { locale: 'ar' });
      await user.click(screen.getByRole('button', { name: 'حفظ Item 7 في المفضلة' }));
      expect(push).toHaveBeenCalledWith(
        '/login?callbackUrl=%2Far%2Fproduct%2F7%3Ftab%3D1',
        undefined,
        {
          locale: 'ar',
        },
      );
    } finally {
      router.locale = 'en';
    }
  });

  it('signed in: shows whether the item is in the shopper’s list', async () => {
    signedIn();
    backend([3, 7]);
    renderWithShop(<FavouriteToggle itemId={7} itemName="Item 7" />);
    await waitFor(() => {
      expect(heart()).toHaveAttribute('aria-pressed', 'true');
    });
  });

  it.each([
    ['en', 'Save Item 7 to wish list', 'Remove Item 7 from wish list'],
    ['ar', 'حفظ Item 7 في المفضلة', 'إزالة Item 7 من المفضلة'],
  ] as const)(
    'in %s, its name says what a press does: save, then remove once saved',
    async (locale, save, remove) => {
      signedIn();
      backend([]);
      const user = userEvent.setup();
      renderWithShop(<FavouriteToggle itemId={7} itemName="Item 7" />, { locale });

      const button = screen.getByRole('button', { name: save });
      expect(button).toHaveAttribute('aria-pressed', 'false');
      await user.click(button);
      expect(button).toHaveAccessibleName(remove);
      expect(button).toHaveAttribute('aria-pressed', 'true');
      await settled();

      await user.click(button);
      expect(button).toHaveAccessibleName(save);
      expect(button).toHaveAttribute('aria-pressed', 'false');
      await settled();
    },
  );

  it('adds at once, before the server answers, and keeps it once it has', async () => {
    signedIn();
    const api = backend([]);
    const user = userEvent.setup();
    renderWithShop(<FavouriteToggle itemId={7} itemName="Item 7" />);
    await waitFor(() => {
      expect(api.calls).toEqual([]);
    });

    const release = api.hold();
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => {
      expect(api.calls).toEqual([
        { path: '/user/fav_items/add', body: { item_id: 7 }, authorization: null },
      ]);
    });

    release();
    await settled();
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes at once and keeps it removed', async () => {
    signedIn();
    const api = backend([7]);
    const user = userEvent.setup();
    renderWithShop(<FavouriteToggle itemId={7} itemName="Item 7" />);
    await waitFor(() => {
      expect(heart()).toHaveAttribute('aria-pressed', 'true');
    });

    const release = api.hold();
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    release();
    await waitFor(() => {
      expect(api.calls.map((call) => call.path)).toEqual(['/user/fav_items/remove']);
    });
    await settled();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls an add back and says so when the server refuses', async () => {
    signedIn();
    const api = backend([]);
    const user = userEvent.setup();
    renderWithShop(<FavouriteToggle itemId={7} itemName="Item 7" />);

    api.fail(500);
    const release = api.hold();
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');

    release();
    await settled();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not update your wish list. Please try again.',
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls a removal back when the server refuses', async () => {
    signedIn();
    const api = backend([7]);
    const user = userEvent.setup();
    renderWithShop(<FavouriteToggle itemId={7} itemName="Item 7" />);
    await waitFor(() => {
      expect(heart()).toHaveAttribute('aria-pressed', 'true');
    });

    api.fail(503);
    await user.click(heart());
    await settled();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a tap made while the session loads and carries it out once signed in', async () => {
    sessionState = { status: 'loading', data: null };
    const api = backend([]);
    const user = userEvent.setup();
    const view = renderWithShop(<FavouriteToggle itemId={7} itemName="Item 7" />);

    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).toHaveAttribute('aria-busy', 'true');
    expect(api.calls).toEqual([]);

    signedIn();
    view.rerender(<FavouriteToggle itemId={7} itemName="Item 7" />);
    await settled();
    expect(api.calls.map((call) => call.path)).toEqual(['/user/fav_items/add']);
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('a tap while the session loads asks to sign in if it turns out signed out', async () => {
    sessionState = { status: 'loading', data: null };
    const api = backend([]);
    const user = userEvent.setup();
    const view = renderWithShop(<FavouriteToggle itemId={7} itemName="Item 7" />);

    await user.click(heart());
    sessionState = { status: 'unauthenticated', data: null };
    view.rerender(<FavouriteToggle itemId={7} itemName="Item 7" />);
    await settled();
    expect(push).toHaveBeenCalledWith('/login?callbackUrl=%2Fproduct%2F7%3Ftab%3D1', undefined, {
      locale: 'en',
    });
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls).toEqual([]);
  });
});
