import { describe, expect, it } from '@jest/globals';
import { queueFilterFrom, queueHref } from './queue-link';

describe('links into the order queue', () => {
  it('carries a status and a search, and nothing when there is neither', () => {
    expect(queueHref({})).toBe('/dashboard/orders');
    expect(queueHref({ status: 'Pending' })).toBe('/dashboard/orders?status=Pending');
    expect(queueHref({ q: 'DP-261125-00001' })).toBe('/dashboard/orders?q=DP-261125-00001');
  });

  it('reads back only a known status and a search of at most 40 characters', () => {
    expect(queueFilterFrom({ status: 'Processing', q: ' 010 ' })).toEqual({
      status: 'Processing',
      q: '010',
    });
    expect(queueFilterFrom({ status: 'Shipped', q: ['DP-1', 'DP-2'] })).toEqual({ q: 'DP-1' });
    expect(queueFilterFrom({ q: 'x'.repeat(50) }).q).toHaveLength(40);
    expect(queueFilterFrom({})).toEqual({});
  });
});
