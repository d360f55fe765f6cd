import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { Order } from '@/contracts/order';
import { orderFixture } from '@tests/setup/order-fixture';
import { renderWithShop } from '@tests/setup/render';
import type { useOrder as UseOrder } from './get-order';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 7 } }, status: 'authenticated' }),
}));

// Imported once the session is mocked (jest.mock is not hoisted above static imports here).
let useOrder: typeof UseOrder;
let ORDER_REFRESH_MS: number;
beforeAll(async () => {
  ({ useOrder, ORDER_REFRESH_MS } = await import('./get-order'));
});

function Status() {
  const { data } = useOrder(41, 'en');
  return <p data-testid="status">{data?.status ?? 'loading'}</p>;
}

/** The order as the shop has it now, and how often the page asked. */
const shop = { status: 'Pending' as Order['status'], asked: 0 };

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const pass = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('an open order’s page keeps itself up to date (issue 38)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    shop.status = 'Pending';
    shop.asked = 0;
    server.use(
      http.get('*/api/user/orders/41', () => {
        shop.asked += 1;
        return HttpResponse.json({
          success: true,
          message: 'OK',
          results: orderFixture({ status: shop.status }),
        });
      }),
    );
  });

  afterEach(() => {
    setVisibility('visible');
    jest.useRealTimers();
  });

  it('asks again every 45 s while open and visible, and stops once delivered', async () => {
    renderWithShop(<Status />);
    await pass(100);
    expect(screen.getByTestId('status').textContent).toBe('Pending');
    expect(shop.asked).toBe(1);

    shop.status = 'Processing';
    await pass(ORDER_REFRESH_MS - 1_000);
    expect(shop.asked).toBe(1);
    await pass(1_100);
    await pass(100);
    expect(screen.getByTestId('status').textContent).toBe('Processing');
    expect(shop.asked).toBe(2);

    shop.status = 'Delivered';
    await pass(ORDER_REFRESH_MS);
    await pass(100);
    expect(screen.getByTestId('status').textContent).toBe('Delivered');
    const asked = shop.asked;
    await pass(ORDER_REFRESH_MS * 3);
    expect(shop.asked).toBe(asked);
  });

  it('does not ask while the tab is hidden, and asks as soon as it comes back', async () => {
    renderWithShop(<Status />);
    await pass(100);
    expect(shop.asked).toBe(1);

    setVisibility('hidden');
    shop.status = 'OutForDelivery';
    await pass(ORDER_REFRESH_MS * 2);
    expect(shop.asked).toBe(1);
    expect(screen.getByTestId('status').textContent).toBe('Pending');

    setVisibility('visible');
    await pass(100);
    expect(shop.asked).toBe(2);
    expect(screen.getByTestId('status').textContent).toBe('OutForDelivery');
  });
});
