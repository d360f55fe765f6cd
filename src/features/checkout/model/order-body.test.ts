import { describe, expect, it } from '@jest/globals';
import { buildOrderBody } from './order-body';

const line = (id: number | string, qty: number) => ({ id, qty, name: 'x', price: 999 });

describe('buildOrderBody', () => {
  it('sends ids and quantities in cart order, never prices', async () => {
    await expect(buildOrderBody(4, [line(7, 2), line('3', 1)], ' Ring twice ')).resolves.toEqual({
      body: {
        address_id: 4,
        items: [
          { item_id: 7, qty: 2, option_ids: [] },
          { item_id: 3, qty: 1, option_ids: [] },
        ],
        notes: 'Ring twice',
        payment_method: 'cash_on_delivery',
      },
    });
  });

  it('names the lines the contract refuses by their index', async () => {
    await expect(buildOrderBody(4, [line(7, 2), line('demo-sku', 1)], '')).resolves.toEqual({
      invalidLines: [1],
    });
  });

  it("refuses a demo shop's sample product even when its id is a real product's", async () => {
    const sample = { ...line(7, 1), shop: 'gadget-shop' as const };
    await expect(buildOrderBody(4, [line(7, 2), sample], '')).resolves.toEqual({
      invalidLines: [1],
    });
  });
});
