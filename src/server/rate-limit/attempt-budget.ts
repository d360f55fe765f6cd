import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { attemptStore, type LimitRule } from './attempt-store';
import { tooMany } from './too-many';

/**
 * rate-limiter-flexible refuses with a RateLimiterRes (the budget's state), and fails with an
 * Error when its store does. Told apart by value: the budgets are made by whichever webpack
 * runtime asks first and used by all (errors/error-kind.ts says why not `instanceof`).
 */
function isRefusal(value: unknown): value is RateLimiterRes {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Error) &&
    typeof (value as Partial<RateLimiterRes>).msBeforeNext === 'number' &&
    typeof (value as Partial<RateLimiterRes>).consumedPoints === 'number'
  );
}

/**
 * A number of attempts per key and window. Every operation is one atomic step of the store
 * (rate-limiter-flexible's consume, reward, block), so concurrent requests cannot all pass a
 * check before any of them is counted. Kept in Redis when REDIS_URL is set, so every instance
 * of the shop spends the same budget, else in this process's memory (attempt-store.ts).
 */
export class AttemptBudget {
  private readonly store: RateLimiterAbstract;

  /** `name` keeps its keys apart from other budgets' in a shared store. */
  constructor(
    name: string,
    readonly rule: LimitRule,
  ) {
    this.store = attemptStore(name, rule);
  }

  /** Takes one attempt, or throws 429 (with Retry-After) when none is left. */
  async take(key: string): Promise<void> {
    try {
      await this.store.consume(key);
    } catch (error) {
      if (isRefusal(error)) throw tooMany(error.msBeforeNext);
      throw error;
    }
  }

  /** Takes one attempt and says how many the window now holds, past the budget or not. */
  async count(key: string): Promise<number> {
    try {
      return (await this.store.consume(key)).consumedPoints;
    } catch (error) {
      if (isRefusal(error)) return error.consumedPoints;
      throw error;
    }
  }

  /** Hands back an attempt that turned out to be the owner's. */
  async giveBack(key: string): Promise<void> {
    await this.store.reward(key, 1);
  }

  async clear(key: string): Promise<void> {
    await this.store.delete(key);
  }

  /** Spends the whole budget of `key` for `seconds` (a back-off). */
  async closeFor(key: string, seconds: number): Promise<void> {
    await this.store.block(key, seconds);
  }

  /** Throws 429 while the budget of `key` is spent, without taking anything. */
  async assertOpen(key: string): Promise<void> {
    const state = await this.store.get(key);
    if (state && state.consumedPoints >= this.rule.points && state.msBeforeNext > 0) {
      throw tooMany(state.msBeforeNext);
    }
  }
}
