import { describe, expect, it } from '@jest/globals';
import { activeStep } from './order-status';

describe('order status', () => {
  it('marks the current step active and the earlier ones done', () => {
    expect(activeStep('Pending')).toBe(0);
    expect(activeStep('Processing')).toBe(1);
    expect(activeStep('Delivered')).toBe(3);
  });

  it('keeps a cancelled order off the steps', () => {
    expect(activeStep('Cancelled')).toBeUndefined();
  });
});
