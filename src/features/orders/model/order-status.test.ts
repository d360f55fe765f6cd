import { describe, expect, it } from '@jest/globals';
import { activeStep, productCount } from './order-status';

describe('order status', () => {
  it('marks the current step active and the earlier ones done', () => {
    expect(activeStep('Pending')).toBe(0);
    expect(activeStep('Processing')).toBe(1);
    expect(activeStep('Delivered')).toBe(3);
  });

  it('keeps a cancelled order off the steps', () => {
    expect(activeStep('Cancelled')).toBeUndefined();
  });

  it('counts products by line, not by kilograms', () => {
    expect(productCount({ items: [{ qty: 2.5 }, { qty: 6 }] })).toBe(2);
  });
});
