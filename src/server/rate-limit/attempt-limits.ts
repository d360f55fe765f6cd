import { serverEnv } from '@/server/config/server-env';
import { processSingleton } from '@/server/process-singleton';
import { AttemptBudget } from './attempt-budget';
import type { LimitRule } from './attempt-store';
import { AttemptPolicy, type AttemptRules } from './attempt-policy';

export type { LimitRule } from './attempt-store';
export type { AttemptRules } from './attempt-policy';

/** A customer account's order budget: read from its orders, not counted here. */
export interface OrderRules {
  /** Orders placed in any 60 minutes. */
  perHour: number;
  /** Orders neither delivered nor cancelled. */
  openOrders: number;
  /** What those open orders come to together, in EGP. */
  openValueEgp: number;
  /** Percent of an item's stock (1-100) those open orders may hold (stock-limits.ts). */
  stockSharePercent: number;
}

const MINUTE = 60;

/** The attempt policy in numbers (docs/security.md, "Attempt limits", explains each). */
export const DEFAULT_LIMITS = {
  /** Passwords: POST /user/login, next-auth's sign-in, the current one on change-password. */
  signIn: {
    pair: { points: 5, duration: 15 * MINUTE },
    account: { points: 10, duration: 15 * MINUTE },
    address: { points: 30, duration: 15 * MINUTE },
  },
  /** Reset PINs: check-pin and reset-password (each PIN also voids itself after 5 tries). */
  pin: {
    pair: { points: 5, duration: 15 * MINUTE },
    account: { points: 10, duration: 15 * MINUTE },
    address: { points: 15, duration: 15 * MINUTE },
  },
  /** PIN requests for one username from one address (each may send a message). */
  forgotPair: { points: 3, duration: 15 * MINUTE },
  /** PIN requests from one address across usernames. */
  forgotAddress: { points: 20, duration: 60 * MINUTE },
  /** New accounts from one address. */
  registerAddress: { points: 10, duration: 60 * MINUTE },
  /**
   * Products opened from search results, per address (search statistics): a shopper opens a
   * few a minute; more only inflates "clicked" counts.
   */
  searchClicks: { points: 30, duration: MINUTE },
  /**
   * Reviews written or changed, per account: a family's order has a handful of products; more
   * than this an hour is a script, not a shopper (issue 45).
   */
  reviews: { points: 20, duration: 60 * MINUTE },
  /** Complaints made and photos added to them, per account. */
  complaints: { points: 10, duration: 60 * MINUTE },
  /** Placing orders, per customer account (staff are not limited): order-budget.ts. */
  orders: { perHour: 6, openOrders: 5, openValueEgp: 20_000, stockSharePercent: 50 },
} satisfies {
  signIn: AttemptRules;
  pin: AttemptRules;
  forgotPair: LimitRule;
  forgotAddress: LimitRule;
  registerAddress: LimitRule;
  searchClicks: LimitRule;
  reviews: LimitRule;
  complaints: LimitRule;
  orders: OrderRules;
};

export type LimitConfig = typeof DEFAULT_LIMITS;

type Limits = {
  signIn: AttemptPolicy;
  pin: AttemptPolicy;
  forgotPair: AttemptBudget;
  forgotAddress: AttemptBudget;
  registerAddress: AttemptBudget;
  searchClicks: AttemptBudget;
  reviews: AttemptBudget;
  complaints: AttemptBudget;
  orders: OrderRules;
};

/** One set per process, shared by every route's bundle; tests replace it. */
const box = () => processSingleton<{ current?: Limits }>('rate-limits', () => ({}));

/** The order budget as the environment sets it (ORDER_LIMIT_*), else the defaults. */
function configuredOrderRules(): OrderRules {
  const env = serverEnv();
  return {
    perHour: env.ORDER_LIMIT_PER_HOUR ?? DEFAULT_LIMITS.orders.perHour,
    openOrders: env.ORDER_LIMIT_OPEN ?? DEFAULT_LIMITS.orders.openOrders,
    openValueEgp: env.ORDER_LIMIT_OPEN_VALUE_EGP ?? DEFAULT_LIMITS.orders.openValueEgp,
    stockSharePercent: env.ORDER_LIMIT_STOCK_SHARE ?? DEFAULT_LIMITS.orders.stockSharePercent,
  };
}

function build(overrides: Partial<LimitConfig> = {}): Limits {
  const rules = { ...DEFAULT_LIMITS, orders: configuredOrderRules(), ...overrides };
  return {
    signIn: new AttemptPolicy('sign-in', rules.signIn),
    pin: new AttemptPolicy('pin', rules.pin),
    forgotPair: new AttemptBudget('forgot:pair', rules.forgotPair),
    forgotAddress: new AttemptBudget('forgot:address', rules.forgotAddress),
    registerAddress: new AttemptBudget('register:address', rules.registerAddress),
    searchClicks: new AttemptBudget('search-clicks:address', rules.searchClicks),
    reviews: new AttemptBudget('reviews:account', rules.reviews),
    complaints: new AttemptBudget('complaints:account', rules.complaints),
    orders: rules.orders,
  };
}

/** This process's budgets: counted in Redis when REDIS_URL is set (attempt-store.ts). */
export function limits(): Limits {
  const held = box();
  held.current ??= build();
  return held.current;
}

/** Fresh budgets (tests), optionally with other rules. */
export function resetLimits(overrides?: Partial<LimitConfig>): void {
  box().current = build(overrides);
}
