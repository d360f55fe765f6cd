import { describe, expect, it } from '@jest/globals';
import { DEFAULT_LIMITS } from './attempt-limits';
import { localShare } from './attempt-store';

describe('localShare: each instance’s budget while Redis is away', () => {
  it('is the whole budget for one instance', () => {
    expect(localShare(5, 1)).toBe(5);
  });

  it('lets N instances together allow no more than one shared budget', () => {
    for (const instances of [2, 3, 4, 7]) {
      for (const rule of [DEFAULT_LIMITS.signIn.pair, DEFAULT_LIMITS.pin.address]) {
        const share = localShare(rule.points, instances);
        // At least one try each: an owner can still sign in during the outage.
        expect(share).toBeGreaterThanOrEqual(1);
        if (rule.points >= instances) expect(share * instances).toBeLessThanOrEqual(rule.points);
      }
    }
  });

  it('never gives an instance nothing', () => {
    expect(localShare(1, 3)).toBe(1);
  });
});
