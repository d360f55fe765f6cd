import { describe, expect, it } from '@jest/globals';
import { cartLineKey, isDemoLine } from './cart';

describe('a demo shop line', () => {
  it('is told apart by its shop alone, whatever its id', () => {
    expect(isDemoLine({ shop: 'grocery1' })).toBe(true);
    expect(isDemoLine({})).toBe(false);
  });

  it('never shares its key with the shop item of the same id', () => {
    expect(cartLineKey({ id: 7, shop: 'grocery1' })).not.toBe(cartLineKey({ id: 7 }));
  });
});
