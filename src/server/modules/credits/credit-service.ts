import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import type { CreditKind } from './credit-kinds';
import { balancesOf, insertEntries, netOfOrder } from './credit-repository';

/*
 * The credit ledger (credit_entries): what the shop owes a shopper after an accepted complaint
 * and what of it their orders used, in signed piastres. A balance is the sum of a kind's rows.
 * Every write here runs in the caller's transaction, beside the change that causes it, so an
 * order and the credit it took (or a cancel and the credit it gave back) commit together.
 */

/** What the shop owes the user of `kind`, in piastres (0 for none; never negative). */
export async function creditBalance(db: Db, userId: number, kind: CreditKind): Promise<number> {
  return Math.max(0, (await balancesOf(db, userId)).get(kind) ?? 0);
}

/** An accepted complaint's money remedy: `cents` owed to the user, naming the complaint. */
export async function grantCredit(
  trx: Db,
  grant: { userId: number; kind: CreditKind; cents: number; complaintId: number },
): Promise<void> {
  await insertEntries(trx, [
    {
      userId: grant.userId,
      kind: grant.kind,
      cents: grant.cents,
      complaintId: grant.complaintId,
      at: now(),
    },
  ]);
}

/** What a new order takes of the ledger: credit off its total, and cash handed back with it. */
export interface OrderCredits {
  creditCents: number;
  cashBackCents: number;
}

/**
 * What an order of `grossCents` (subtotal + delivery) would take: as much credit as there is,
 * up to the gross, so the total is never negative; and the whole cash owed, which the driver
 * hands back at the door. Call with the account's row locked (the order's transaction holds
 * it), so that two orders at once cannot both count the same balance.
 */
export async function creditsForOrder(
  trx: Db,
  userId: number,
  grossCents: number,
): Promise<OrderCredits> {
  const balances = await balancesOf(trx, userId);
  return {
    creditCents: Math.min(Math.max(0, balances.get('credit') ?? 0), Math.max(0, grossCents)),
    cashBackCents: Math.max(0, balances.get('cash') ?? 0),
  };
}

/** Writes what the order took (creditsForOrder) as negative rows naming it. */
export async function spendOnOrder(
  trx: Db,
  use: OrderCredits & { userId: number; orderId: number },
): Promise<void> {
  const at = now();
  await insertEntries(trx, [
    { userId: use.userId, kind: 'credit', cents: -use.creditCents, orderId: use.orderId, at },
    { userId: use.userId, kind: 'cash', cents: -use.cashBackCents, orderId: use.orderId, at },
  ]);
}

/**
 * A weighed order came to less than the credit it took: `cents` of it goes back to the
 * balance, for the next order.
 */
export async function returnExcessCredit(
  trx: Db,
  excess: { userId: number; orderId: number; cents: number },
): Promise<void> {
  if (excess.cents <= 0) return;
  await insertEntries(trx, [
    {
      userId: excess.userId,
      kind: 'credit',
      cents: excess.cents,
      orderId: excess.orderId,
      at: now(),
    },
  ]);
}

/**
 * A cancelled order gives back what it still holds of each kind. Worked out from the rows
 * naming the order (their net), so running it twice gives nothing more the second time; the
 * workflow's guarded status move makes it run once anyway.
 */
export async function giveBackOrderCredits(trx: Db, orderId: number): Promise<void> {
  const at = now();
  const held = (await netOfOrder(trx, orderId)).filter((row) => row.cents < 0);
  await insertEntries(
    trx,
    held.map((row) => ({ userId: row.userId, kind: row.kind, cents: -row.cents, orderId, at })),
  );
}
