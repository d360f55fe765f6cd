import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '@/server/http/app-error';

export interface LimitRule {
  /** Attempts allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
}

/**
 * The attempt budgets. They count failures where success must stay cheap (login, PINs) and
 * every request where each one costs us a message (forgot-password, registration).
 */
export const DEFAULT_LIMITS = {
  /** Wrong passwords for one username. */
  loginUser: { points: 5, duration: 15 * 60 },
  /** Wrong passwords from one client address, across usernames. */
  loginIp: { points: 30, duration: 15 * 60 },
  forgotUser: { points: 3, duration: 15 * 60 },
  forgotIp: { points: 10, duration: 60 * 60 },
  /** Wrong PINs (check-pin and reset-password) from one client address. */
  pinIp: { points: 15, duration: 15 * 60 },
  registerIp: { points: 10, duration: 60 * 60 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof DEFAULT_LIMITS;

function tooMany(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('too_many_requests', {
    retryAfter: seconds,
    params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
  });
}

/**
 * One budget, kept in this process's memory. Several instances of the shop need a shared
 * store instead (rate-limiter-flexible has Redis and PostgreSQL ones with the same API):
 * see docs/api.md, "Rate limits".
 */
export class AttemptLimiter {
  private readonly limiter: RateLimiterMemory;

  constructor(private readonly rule: LimitRule) {
    this.limiter = new RateLimiterMemory({ points: rule.points, duration: rule.duration });
  }

  /** Throws 429 (with Retry-After) when the budget of `key` is spent. */
  async assertAllowed(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.rule.points) throw tooMany(state.msBeforeNext);
  }

  /** Spends one attempt; throws 429 when there was none left. */
  async hit(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
      throw error;
    }
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

type Limiters = Record<LimitName, AttemptLimiter>;

const KEY = Symbol.for('dakahlia-poultry.rate-limits');
const holder = globalThis as typeof globalThis & { [KEY]?: Limiters };

function build(overrides: Partial<Record<LimitName, LimitRule>> = {}): Limiters {
  const rules = { ...DEFAULT_LIMITS, ...overrides };
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, new AttemptLimiter(rule)]),
  ) as Limiters;
}

export function limits(): Limiters {
  holder[KEY] ??= build();
  return holder[KEY];
}

/** Fresh budgets (tests), optionally with other rules. */
export function resetLimits(overrides?: Partial<Record<LimitName, LimitRule>>): void {
  holder[KEY] = build(overrides);
}
