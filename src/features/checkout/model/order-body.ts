import type { CartItem } from '@/contracts/cart';
import { unorderableLines } from '@/contracts/cart-demo-lines';
import { formContract } from '@/lib/api/call-schemas';
import type { OrderBody } from './idempotency-key';

const loadContract = formContract('placeOrderBody');

export type BuiltOrder = { body: OrderBody } | { invalidLines: number[] };

/**
 * The order as the contract has it: the lines in cart order (the backend names a failing
 * line by that index), never prices or totals, which the backend takes from its database.
 * Lines the contract refuses (a demo shop's product in the same cart) are named by index.
 * The delivery slot goes with it when the zone delivers in rounds.
 * The contract comes with the form contracts (call-schemas.ts), fetched on first use.
 */
export async function buildOrderBody(
  addressId: number,
  lines: CartItem[],
  notes: string,
  slotId?: number,
): Promise<BuiltOrder> {
  // A demo shop's sample product may share an id with a real one: it is never ordered as it.
  const demoLines = unorderableLines(lines);
  if (demoLines.length > 0) return { invalidLines: demoLines };
  const parsed = (await loadContract()).safeParse({
    address_id: addressId,
    // The weight and choices picked make the line: the backend prices it from them.
    items: lines.map((line) => ({
      item_id: line.id,
      qty: line.qty,
      ...(line.weight === undefined ? {} : { weight: line.weight }),
      option_ids: (line.options ?? []).map((option) => option.id),
    })),
    ...(slotId === undefined ? {} : { slot_id: slotId }),
    notes,
    payment_method: 'cash_on_delivery',
  });
  if (parsed.success) return { body: parsed.data };
  const invalidLines = parsed.error.issues
    .map((issue) => (issue.path[0] === 'items' ? issue.path[1] : undefined))
    .filter((index): index is number => typeof index === 'number');
  return { invalidLines: [...new Set(invalidLines)] };
}
