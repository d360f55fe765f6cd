import { AttemptBudget } from './attempt-budget';
import type { LimitRule } from './attempt-store';

/**
 * The numbers of one kind of secret check (a password, a PIN): how many attempts one client
 * address has on one account, and how many failures an account, or an address across
 * accounts, may collect before each further failure makes its pair wait.
 */
export interface AttemptRules {
  /** One account from one client address: refused once spent. */
  pair: LimitRule;
  /** One account from every address: past this, failing pairs back off. */
  account: LimitRule;
  /** One address across accounts (a carrier's NAT): past this, failing pairs back off. */
  address: LimitRule;
}

/** The longest back-off, and so the longest a failing pair ever waits for its next try. */
export const MAX_BACKOFF_SECONDS = 15 * 60;

/** 2 s, 4 s, 8 s... for each failure past a ceiling, up to MAX_BACKOFF_SECONDS. */
export function backoffSeconds(pastCeiling: number): number {
  if (pastCeiling <= 0) return 0;
  return Math.min(2 ** Math.min(pastCeiling, 20), MAX_BACKOFF_SECONDS);
}

export interface Attempt {
  /** The secret was right: the pair's budget is whole again, the attempt given back. */
  succeeded(): Promise<void>;
  /** The secret was wrong: the attempt stays spent; past a ceiling, the pair backs off. */
  failed(): Promise<void>;
}

/**
 * Attempts on a secret, counted per account and client address together, so that a stranger
 * spends only their own budget: the owner signing in from anywhere else is not refused. An
 * attempt is taken from every budget before the secret is checked, atomically, so a burst
 * cannot get more checks than the budget holds, and a spent budget refuses without the slow
 * hash. Accounts under attack from many addresses, and addresses failing on many accounts,
 * make each failing pair wait a growing back-off instead: a pair that has not failed (the
 * owner at home, a neighbour behind the same NAT) is checked at once.
 */
export class AttemptPolicy {
  private readonly pairs: AttemptBudget;
  private readonly accounts: AttemptBudget;
  private readonly addresses: AttemptBudget;
  /** Pairs waiting out a back-off. */
  private readonly waiting: AttemptBudget;

  /** `name` (sign-in, pin) keeps its budgets apart from other policies' in a shared store. */
  constructor(
    name: string,
    readonly rules: AttemptRules,
  ) {
    this.pairs = new AttemptBudget(`${name}:pair`, rules.pair);
    this.accounts = new AttemptBudget(`${name}:account`, rules.account);
    this.addresses = new AttemptBudget(`${name}:address`, rules.address);
    this.waiting = new AttemptBudget(`${name}:waiting`, {
      points: 1,
      duration: MAX_BACKOFF_SECONDS,
    });
  }

  /** Takes an attempt for `account` from `address`, or throws 429 with the wait. */
  async begin(account: string, address: string): Promise<Attempt> {
    const pair = `${account}\u0000${address}`;
    await this.waiting.assertOpen(pair);
    await this.pairs.take(pair);
    const [onAccount, fromAddress] = await Promise.all([
      this.accounts.count(account),
      this.addresses.count(address),
    ]);
    return {
      succeeded: async () => {
        await Promise.all([
          this.pairs.clear(pair),
          this.accounts.giveBack(account),
          this.addresses.giveBack(address),
        ]);
      },
      failed: async () => {
        const wait = backoffSeconds(
          Math.max(onAccount - this.rules.account.points, fromAddress - this.rules.address.points),
        );
        if (wait > 0) await this.waiting.closeFor(pair, wait);
      },
    };
  }
}
