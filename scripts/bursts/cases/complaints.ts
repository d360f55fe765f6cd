// Complaints and the credit they leave, under requests sent all at once (issue 45): staff
// answering one complaint together, and a shopper spending one credit on two orders together.
import type { Complaint, StaffComplaint } from '@/contracts/complaints';
import type { Order } from '@/contracts/order';
import { call, type Shopper } from '../../resilience/shop-client';
import type { BurstCase } from '../burst-case';
import type { BurstShop } from '../burst-shop';
import { burstOf, countStatus, expectOk, statusProblems, tally, together } from '../burst';

/** A new shopper's order of `qty` of the cheap item (50 EGP each), delivered by the admin. */
async function deliveredOrder(
  shop: BurstShop,
  qty: number,
): Promise<{ shopper: Shopper; order: Order }> {
  const shopper = await shop.newShopper();
  const order = expectOk(
    await call<Order>(shop.origin, '/user/orders/add', {
      body: { address_id: shopper.addressId, items: [{ item_id: shop.items.cheap, qty }] },
      token: shopper.token,
      ip: shopper.ip,
    }),
    'order',
  );
  for (const status of ['Processing', 'OutForDelivery', 'Delivered']) {
    expectOk(
      await call(shop.origin, `/admin/orders/${order.id}/status`, {
        body: { status },
        token: shop.adminToken,
        ip: shop.freshIp(),
      }),
      `order to ${status}`,
    );
  }
  return { shopper, order };
}

/** The shopper's complaint about the order's only line. */
async function complaintAbout(shop: BurstShop, shopper: Shopper, order: Order): Promise<Complaint> {
  return expectOk(
    await call<Complaint>(shop.origin, `/user/orders/${order.id}/complaints`, {
      body: { lines: [{ line_id: order.items[0]?.id, reason: 'quality' }] },
      token: shopper.token,
      ip: shopper.ip,
    }),
    'complaint',
  );
}

const ANSWERS = 4;
const CREDIT_EGP = 60;

const oneAnswer: BurstCase = {
  name: 'complaint answers',
  invariant:
    'of staff accepting one complaint with a credit at once, exactly one does and one credit is granted; the others are told it is answered (409), none is a server error',
  async run(shop) {
    const { shopper, order } = await deliveredOrder(shop, 2);
    const complaint = await complaintAbout(shop, shopper, order);
    // The same staff account on several devices races like several staff: the complaint's
    // row lock, not who sends, decides which answer counts.
    const answers = await burstOf<StaffComplaint>(
      ANSWERS,
      shop.origin,
      `/admin/refund-requests/${complaint.id}`,
      () => ({
        body: { status: 'Accepted', remedy: 'credit', amount: CREDIT_EGP },
        token: shop.adminToken,
        ip: shop.freshIp(),
      }),
    );
    const grants = await shop.db
      .selectFrom('credit_entries')
      .select('amount_cents')
      .where('complaint_id', '=', complaint.id)
      .execute();
    const granted = grants.reduce((sum, row) => sum + row.amount_cents, 0);
    const problems = statusProblems(answers, [200, 409]);
    if (countStatus(answers, 200) !== 1)
      problems.push(`${countStatus(answers, 200)} answers accepted the complaint, not 1`);
    if (grants.length !== 1 || granted !== CREDIT_EGP * 100)
      problems.push(`${grants.length} credits granted, ${granted} piastres in all`);
    return {
      observed: `${ANSWERS} acceptances at once: ${tally(answers)}; ${grants.length} credit of ${granted / 100} EGP`,
      problems,
    };
  },
};

const creditSpentOnce: BurstCase = {
  name: 'credit spent once',
  invariant:
    'a shopper’s credit spent by orders placed at once comes to at most the credit granted, and the balance never goes below zero',
  async run(shop) {
    const { shopper, order } = await deliveredOrder(shop, 2);
    const complaint = await complaintAbout(shop, shopper, order);
    expectOk(
      await call<StaffComplaint>(shop.origin, `/admin/refund-requests/${complaint.id}`, {
        body: { status: 'Accepted', remedy: 'credit', amount: CREDIT_EGP },
        token: shop.adminToken,
        ip: shop.freshIp(),
      }),
      'credit',
    );
    // Each order (50 EGP and the delivery charge) could take most of the credit alone.
    const orders = await together(2, (index) =>
      call<Order>(shop.origin, '/user/orders/add', {
        body: { address_id: shopper.addressId, items: [{ item_id: shop.items.cheap, qty: 1 }] },
        token: shopper.token,
        ip: shopper.ip,
        headers: { 'Idempotency-Key': `credit-burst-${shopper.userId}-${index}` },
      }),
    );
    const placed = await shop.db
      .selectFrom('orders')
      .select(['credit_cents', 'total_cents', 'subtotal_cents', 'delivery_cents'])
      .where('user_id', '=', shopper.userId)
      .where('id', '!=', order.id)
      .execute();
    const ledger = await shop.db
      .selectFrom('credit_entries')
      .select('amount_cents')
      .where('user_id', '=', shopper.userId)
      .where('kind', '=', 'credit')
      .execute();
    const used = placed.reduce((sum, row) => sum + row.credit_cents, 0);
    const balance = ledger.reduce((sum, row) => sum + row.amount_cents, 0);
    const problems = statusProblems(orders, [200]);
    if (used > CREDIT_EGP * 100)
      problems.push(`the orders took ${used / 100} EGP of ${CREDIT_EGP}`);
    if (balance < 0) problems.push(`the balance is ${balance / 100} EGP`);
    if (used + balance !== CREDIT_EGP * 100)
      problems.push(`used ${used / 100} + left ${balance / 100} is not the ${CREDIT_EGP} granted`);
    const negative = placed.filter(
      (row) => row.total_cents !== row.subtotal_cents + row.delivery_cents - row.credit_cents,
    );
    if (negative.length > 0) problems.push(`${negative.length} totals are not gross − credit`);
    return {
      observed: `2 orders at once with a ${CREDIT_EGP} EGP credit: ${tally(orders)}; ${used / 100} EGP used, ${balance / 100} left`,
      problems,
    };
  },
};

export const complaintCases: BurstCase[] = [oneAnswer, creditSpentOnce];
