import { describe, expect, it } from '@jest/globals';
import {
  complainedTotal,
  complaintStatusFrom,
  complaintsHref,
  isMoneyRemedy,
  typedAmount,
} from './complaint-model';

describe('the complaints model', () => {
  it('adds the complained lines to the piastre, without a float’s tail', () => {
    expect(complainedTotal([{ line_total: 0.1 }, { line_total: 0.2 }])).toBe(0.3);
    expect(complainedTotal([{ line_total: 120.5 }, { line_total: 235 }])).toBe(355.5);
    expect(complainedTotal([])).toBe(0);
  });

  it('knows the money remedies', () => {
    expect(isMoneyRemedy('cash_refund')).toBe(true);
    expect(isMoneyRemedy('credit')).toBe(true);
    expect(isMoneyRemedy('replacement')).toBe(false);
    expect(isMoneyRemedy(undefined)).toBe(false);
  });

  it('reads and writes the screen’s status in its URL', () => {
    expect(complaintsHref('Pending')).toBe('/dashboard/refund-requests?status=Pending');
    expect(complaintsHref()).toBe('/dashboard/refund-requests');
    expect(complaintStatusFrom({ status: 'Processing' })).toBe('Processing');
    expect(complaintStatusFrom({ status: ['Accepted', 'Pending'] })).toBe('Accepted');
    expect(complaintStatusFrom({ status: 'Lost' })).toBe('');
    expect(complaintStatusFrom({})).toBe('');
  });

  it('reads an amount as a keypad types it', () => {
    expect(typedAmount('١٠٠٫٥')).toBe(100.5);
    expect(typedAmount(' 355,50 ')).toBe(355.5);
    expect(typedAmount('۲۰')).toBe(20);
    expect(typedAmount('')).toBe('');
    expect(typedAmount('ten')).toBe('ten');
    expect(typedAmount(12)).toBe(12);
  });
});
