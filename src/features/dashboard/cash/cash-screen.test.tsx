import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { CashDay } from '@/contracts/driver-rounds';
import { formatMoney } from '@/lib/format/money';
import { shopDate } from '@/lib/shop-calendar';
import { renderWithShop } from '@tests/setup/render';
import { staffOrderFixture } from '@tests/setup/order-fixture';
import type { CashScreen as Screen } from './cash-screen';
import { addDays } from './export-range';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 1, role: 'admin' } }, status: 'authenticated' }),
}));

let CashScreen: typeof Screen;
beforeAll(async () => {
  ({ CashScreen } = await import('./cash-screen'));
});

const ok = (results: unknown, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ success: true, message: 'OK', results, ...extra });

const TODAY = shopDate(Date.now());

function cashDay(overrides: Partial<CashDay>): CashDay {
  return {
    driver: { id: 7, name: 'Karim' },
    date: TODAY,
    expected: 500,
    received: 480.5,
    handed_over: null,
    difference: -19.5,
    delivered: 4,
    failed: 1,
    open_stops: 0,
    closed: false,
    closed_at: null,
    ...overrides,
  };
}

const KARIM = cashDay({});
const SAYED = cashDay({
  driver: { id: 8, name: 'Sayed' },
  expected: 300,
  received: 320,
  difference: 20,
  delivered: 3,
  failed: 0,
  open_stops: 2,
});
const AMIR = cashDay({
  driver: { id: 9, name: 'Amir' },
  expected: 200,
  received: 200,
  handed_over: 200,
  difference: 0,
  delivered: 2,
  failed: 0,
  closed: true,
  closed_at: `${TODAY}T15:30:00.000Z`,
});

/** GET /admin/cash (the days asked for kept) and the close, which records what it was sent. */
function serveCash(options: { refuse?: string } = {}) {
  const asked: (string | null)[] = [];
  const sent: unknown[] = [];
  let karim = KARIM;
  server.use(
    http.get('*/api/admin/cash', ({ request }) => {
      const date = new URL(request.url).searchParams.get('date');
      asked.push(date);
      return ok(date === TODAY ? [karim, SAYED, AMIR] : []);
    }),
    http.post('*/api/admin/cash/close', async ({ request }) => {
      const body = (await request.json()) as { handed_over: number };
      sent.push(body);
      if (options.refuse) {
        return HttpResponse.json({ success: false, message: options.refuse }, { status: 409 });
      }
      karim = {
        ...KARIM,
        handed_over: body.handed_over,
        difference: body.handed_over - KARIM.expected,
        closed: true,
        closed_at: new Date().toISOString(),
      };
      return ok(karim, { message: 'The driver’s day was closed.' });
    }),
  );
  return { asked, sent };
}

const card = (name: string) =>
  screen.getAllByTestId('cash-card').find((element) => element.textContent.includes(name))!;

describe('the drivers’ cash screen', () => {
  it('shows each driver’s day today, a difference in words with its icon, and who is closed', async () => {
    const { asked } = serveCash();
    renderWithShop(<CashScreen />);
    await screen.findAllByTestId('cash-card');
    expect(asked[0]).toBe(TODAY);
    expect(screen.getByTestId('cash-day-words').textContent).toMatch(/^Today, /);

    const karim = card('Karim');
    expect(karim.textContent).toContain(formatMoney(500, 'en'));
    expect(karim.textContent).toContain(formatMoney(480.5, 'en'));
    const short = within(karim).getByTestId('cash-difference');
    expect(short.textContent).toBe(`${formatMoney(19.5, 'en')} missing`);
    expect(short.dataset.kind).toBe('short');
    expect(short.querySelector('svg')).not.toBeNull();
    expect(karim.textContent).toContain('Open');
    expect(within(karim).getByRole('button', { name: 'Close Karim’s day' })).toBeEnabled();

    const sayed = card('Sayed');
    expect(within(sayed).getByTestId('cash-difference').textContent).toBe(
      `${formatMoney(20, 'en')} extra`,
    );
    // Stops still out: the day cannot close yet, and the card says why.
    expect(within(sayed).getByRole('button', { name: 'Close Sayed’s day' })).toBeDisabled();
    expect(sayed.textContent).toContain('2 stops are still out.');

    const amir = card('Amir');
    expect(amir.dataset.closed).toBe('true');
    expect(within(amir).getByTestId('cash-difference').textContent).toBe('No difference');
    expect(amir.textContent).toContain('A closed day cannot change.');
    expect(within(amir).queryByRole('button')).toBeNull();
  });

  it('closes a day with the cash typed in Arabic digits, the difference shown as it is typed', async () => {
    const { sent } = serveCash();
    const user = userEvent.setup();
    renderWithShop(<CashScreen />);
    await user.click(await screen.findByRole('button', { name: 'Close Karim’s day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Karim’s day' });
    const live = within(dialog).getByTestId('cash-close-difference');
    expect(live.textContent).toContain('type the amount to see the difference');

    await user.type(within(dialog).getByRole('textbox', { name: /Cash handed over/ }), '٤٨٠٫٥');
    expect(live.textContent).toContain(`${formatMoney(19.5, 'en')} missing`);
    await user.click(within(dialog).getByRole('button', { name: 'Close the day' }));

    expect(await screen.findByText('Karim’s day is closed.')).toBeTruthy();
    expect(sent).toEqual([{ date: TODAY, driver_id: 7, handed_over: 480.5 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const karim = card('Karim');
    expect(karim.dataset.closed).toBe('true');
    expect(karim.textContent).toContain('A closed day cannot change.');
    expect(within(karim).queryByRole('button')).toBeNull();
  });

  it('shows the API’s refusal in the dialog', async () => {
    const refusal = `The driver’s cash for ${TODAY} is closed: that day can no longer change.`;
    serveCash({ refuse: refusal });
    const user = userEvent.setup();
    renderWithShop(<CashScreen />);
    await user.click(await screen.findByRole('button', { name: 'Close Karim’s day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Karim’s day' });
    await user.type(within(dialog).getByRole('textbox', { name: /Cash handed over/ }), '500');
    expect(within(dialog).getByTestId('cash-close-difference').textContent).toContain(
      'No difference',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('goes back a day and says when no driver had a round', async () => {
    const { asked } = serveCash();
    const user = userEvent.setup();
    renderWithShop(<CashScreen />);
    await screen.findAllByTestId('cash-card');
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText('No driver had a round on this day.')).toBeTruthy();
    expect(asked.at(-1)).toBe(addDays(TODAY, -1));
    expect(screen.queryByTestId('cash-card')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to today' }));
    expect(await screen.findAllByTestId('cash-card')).toHaveLength(3);
  });

  it('speaks Egyptian Arabic with Arabic digits', async () => {
    serveCash();
    renderWithShop(<CashScreen />, { locale: 'ar' });
    await screen.findAllByTestId('cash-card');
    const karim = card('Karim');
    expect(within(karim).getByTestId('cash-difference').textContent).toBe(
      `ناقص ${formatMoney(19.5, 'ar')}`,
    );
    expect(within(karim).getByRole('button', { name: 'اقفل يوم Karim' })).toBeEnabled();
    expect(card('Sayed').textContent).toContain('لسه فيه وقفتين برّه.');
    expect(card('Amir').textContent).toContain('اليوم اللي اتقفل مينفعش يتغيّر.');
    expect(screen.getByTestId('cash-day-words').textContent).toMatch(/^النهارده، /);
  });
});

describe('the books’ files', () => {
  const blobs: Blob[] = [];
  beforeEach(() => {
    blobs.length = 0;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return 'blob:books';
    };
    URL.revokeObjectURL = () => undefined;
    // jsdom does not navigate: the click that would save the file does nothing.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('pages through a day’s orders and downloads them as CSV, saying how far it got', async () => {
    serveCash();
    const pages: string[] = [];
    const orders = Array.from({ length: 51 }, (_, index) =>
      staffOrderFixture('Delivered', {
        id: index + 1,
        number: `DP-${String(index + 1).padStart(3, '0')}`,
        created_at: new Date(Date.UTC(2026, 10, 30, 8, index)).toISOString(),
      }),
    );
    server.use(
      http.get('*/api/admin/orders', ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        const limit = Number(request.headers.get('limit'));
        pages.push(`${url.searchParams.get('date')} ${page} ${limit}`);
        return ok(orders.slice((page - 1) * limit, page * limit), { total: 51, page, limit });
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<CashScreen />);
    const books = within(await screen.findByTestId('books-export'));
    await user.click(books.getByRole('button', { name: 'Orders' }));

    expect(await books.findByTestId('books-export-done')).toHaveTextContent(
      `orders-${TODAY}.csv is downloaded: 51 records.`,
    );
    expect(pages).toEqual([`${TODAY} 1 50`, `${TODAY} 2 50`]);
    expect(blobs).toHaveLength(1);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(records[0]).toMatch(/^Delivery day,Order number,/);
    expect(records).toHaveLength(53);
    expect(records[1]).toContain('DP-001');
  });

  it('says so when a call fails, and saves nothing', async () => {
    serveCash();
    const user = userEvent.setup();
    renderWithShop(<CashScreen />, { locale: 'ar' });
    const books = within(await screen.findByTestId('books-export'));
    server.use(
      http.get('*/api/admin/cash', () =>
        HttpResponse.json({ success: false, message: 'Down' }, { status: 503 }),
      ),
    );
    await user.click(books.getByRole('button', { name: 'فلوس المناديب' }));
    expect(await books.findByRole('alert')).toHaveTextContent('الملف ماتعملش: Down');
    expect(blobs).toHaveLength(0);
  });
});
