import { describe, expect, it } from '@jest/globals';
import { cartLineKey } from './cart';

describe('a demo shop line', () => {
  it('never shares its key with the shop item of the same id', () => {
    expect(cartLineKey({ id: 7, shop: 'grocery1' })).not.toBe(cartLineKey({ id: 7 }));
  });
});
