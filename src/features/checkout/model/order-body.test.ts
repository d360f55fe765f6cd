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

  it('sends each line’s weight and chosen options, and the delivery slot', async () => {
    const chicken = {
      ...line(7, 2),
      weight: 1.5,
      options: [
        { id: 11, group: 'cut' as const, name: 'Cut in 8', price_delta: 5 },
        { id: 14, group: 'skin' as const, name: 'Without skin', price_delta: 0 },
      ],
    };
    const built = await buildOrderBody(4, [chicken, line(3, 1)], '', 21);
    expect(built).toEqual({
      body: {
        address_id: 4,
        items: [
          { item_id: 7, qty: 2, weight: 1.5, option_ids: [11, 14] },
          { item_id: 3, qty: 1, option_ids: [] },
        ],
        slot_id: 21,
        notes: '',
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
