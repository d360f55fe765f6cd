/*
 * The credits module's door (issue 45): the ledger of what the shop owes shoppers after an
 * accepted complaint (a credit off a next order, or cash the driver hands back) and what their
 * orders used of it. Orders take and give back through here; complaints grant.
 */
export {
  creditBalance,
  creditsForOrder,
  giveBackOrderCredits,
  grantCredit,
  returnExcessCredit,
  spendOnOrder,
  type OrderCredits,
} from './credit-service';
export type { CreditKind } from './credit-kinds';
