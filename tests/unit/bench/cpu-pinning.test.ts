import { describe, expect, it } from '@jest/globals';
import { splitCores } from '../../../scripts/bench/cpu-pinning';

describe('splitCores (bench:cluster --cpu-quota)', () => {
  it('gives three instances at 0.3 of a core the top core of two, and the other to the rest', () => {
    expect(splitCores(0.3, 3, 2)).toEqual({ instances: '1', rest: '0' });
  });

  it('gives the instances as many top cores as their quotas add up to', () => {
    expect(splitCores(0.5, 3, 4)).toEqual({ instances: '2-3', rest: '0-1' });
    expect(splitCores(0.25, 4, 4)).toEqual({ instances: '3', rest: '0-2' });
  });

  it('does not split when the quotas would take every core, leaving nothing to measure them', () => {
    expect(splitCores(0.6, 3, 2)).toBeUndefined();
    expect(splitCores(0.3, 3, 1)).toBeUndefined();
  });
});
