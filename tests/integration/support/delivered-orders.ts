import type { Complaint, StaffComplaint } from '@/contracts/complaints';
import type { Order, StaffOrder } from '@/contracts/order';
import { createAddress, registerCustomer, type Customer } from './accounts';
import type { ApiClient, ApiResponse } from './api-client';
import { openSlotId } from './orders';

/*
 * Orders and complaints through the API, for the complaints' and credits' suites: a shopper
 * with an address orders, staff move the order on, the shopper complains, staff answer.
 */

const ZONE = 1;

export interface Shopper extends Customer {
  addressId: number;
}

export async function newShopper(api: ApiClient): Promise<Shopper> {
  const customer = await registerCustomer(api);
  const address = await createAddress(api, customer.token, ZONE);
  return { ...customer, addressId: address.id };
}

export type OrderItem = { item_id: number; qty: number; weight?: number };

export async function placeOrder(
  api: ApiClient,
  shopper: Shopper,
  items: OrderItem[],
): Promise<ApiResponse<Order>> {
  return api.post<Order>(
    '/user/orders/add',
    { address_id: shopper.addressId, items, slot_id: await openSlotId(api, ZONE) },
    { token: shopper.token },
  );
}

/** Staff move the order one step at a time to `to` (Processing, OutForDelivery, Delivered). */
export async function moveOrder(
  api: ApiClient,
  staffToken: string,
  id: number,
  to: 'Processing' | 'OutForDelivery' | 'Delivered',
): Promise<void> {
  const steps = ['Processing', 'OutForDelivery', 'Delivered'];
  const current = await api.get<StaffOrder>(`/admin/orders/${id}`, { token: staffToken });
  const from = steps.indexOf(current.body.results?.status ?? 'Pending');
  for (const status of steps.slice(from + 1, steps.indexOf(to) + 1)) {
    const moved = await api.post<StaffOrder>(
      `/admin/orders/${id}/status`,
      { status },
      { token: staffToken },
    );
    if (moved.status !== 200) throw new Error(`move to ${status}: ${moved.status}`);
  }
}

/** A new shopper's order of `items`, placed and delivered. */
export async function deliveredOrder(
  api: ApiClient,
  staffToken: string,
  items: OrderItem[],
  shopper?: Shopper,
): Promise<{ shopper: Shopper; order: Order }> {
  const who = shopper ?? (await newShopper(api));
  const placed = await placeOrder(api, who, items);
  if (placed.status !== 200) throw new Error(`order: ${JSON.stringify(placed.body)}`);
  const order = placed.body.results!;
  await moveOrder(api, staffToken, order.id, 'Delivered');
  return { shopper: who, order };
}

export const complain = (
  api: ApiClient,
  token: string,
  orderId: number,
  body: Record<string, unknown>,
) => api.post<Complaint>(`/user/orders/${orderId}/complaints`, body, { token });

export const answerComplaint = (
  api: ApiClient,
  token: string,
  id: number,
  body: Record<string, unknown>,
) => api.post<StaffComplaint>(`/admin/refund-requests/${id}`, body, { token });

/** A complaint about the order's first line, accepted at once with `remedy` of `amount` EGP. */
export async function grantRemedy(
  api: ApiClient,
  staffToken: string,
  shopper: Shopper,
  order: Order,
  remedy: 'credit' | 'cash_refund',
  amount: number,
): Promise<StaffComplaint> {
  const made = await complain(api, shopper.token, order.id, {
    lines: [{ line_id: order.items[0]!.id, reason: 'quality' }],
  });
  if (made.status !== 200) throw new Error(`complaint: ${JSON.stringify(made.body)}`);
  const answered = await answerComplaint(api, staffToken, made.body.results!.id, {
    status: 'Accepted',
    remedy,
    amount,
  });
  if (answered.status !== 200) throw new Error(`answer: ${JSON.stringify(answered.body)}`);
  return answered.body.results!;
}
