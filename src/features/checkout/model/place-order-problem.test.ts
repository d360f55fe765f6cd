import { describe, expect, it } from '@jest/globals';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { placeOrderProblem } from './place-order-problem';

function refused(status: number, data: unknown): AxiosError {
  const response = {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse;
  return new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, response);
}

describe('placeOrderProblem', () => {
  it('puts short stock on the lines the backend names', () => {
    const problem = placeOrderProblem(
      refused(409, {
        success: false,
        message: 'Some items do not have enough stock.',
        errors: { 'items.1.qty': 'Only 3 left in stock.' },
      }),
      'offline',
    );
    expect(problem).toEqual({
      message: 'Some items do not have enough stock.',
      lines: { 1: 'Only 3 left in stock.' },
      staleKey: false,
      slotGone: false,
    });
  });

  it('puts a full or closed delivery slot beside the slot picker, keeping the key', () => {
    const problem = placeOrderProblem(
      refused(409, {
        success: false,
        message: 'This delivery time is full.',
        errors: { slot_id: 'This delivery time is full. Please choose another.' },
      }),
      'offline',
    );
    expect(problem).toMatchObject({
      slot: 'This delivery time is full. Please choose another.',
      slotGone: true,
      staleKey: false,
      lines: {},
    });
  });

  it('shows a missing slot beside the picker without refreshing it', () => {
    const problem = placeOrderProblem(
      refused(400, { success: false, message: 'Check', errors: { slot_id: 'Choose a time.' } }),
      'offline',
    );
    expect(problem).toMatchObject({ slot: 'Choose a time.', slotGone: false });
  });

  it('separates the minimum, the address, the notes and unknown products', () => {
    const problem = placeOrderProblem(
      refused(400, {
        success: false,
        message: 'Please check the highlighted fields.',
        errors: {
          items: 'The minimum order for Gamasa is 400 EGP.',
          address_id: 'Choose one of your saved addresses.',
          notes: 'Please do not use < or > here.',
          'items.0.item_id': 'This product is not available.',
        },
      }),
      'offline',
    );
    expect(problem.minimum).toBe('The minimum order for Gamasa is 400 EGP.');
    expect(problem.address).toBe('Choose one of your saved addresses.');
    expect(problem.notes).toBe('Please do not use < or > here.');
    expect(problem.lines).toEqual({ 0: 'This product is not available.' });
    expect(problem.staleKey).toBe(false);
  });

  it('asks for a new key when the old one made another order', () => {
    const problem = placeOrderProblem(
      refused(409, {
        success: false,
        message: 'This order request was already used for a different order.',
      }),
      'offline',
    );
    expect(problem.staleKey).toBe(true);
    expect(problem.message).toBe('This order request was already used for a different order.');
  });

  it('keeps the key when the account has too many open orders: the message says why', () => {
    const message = 'This account already has 5 orders not yet delivered.';
    const problem = placeOrderProblem(
      refused(409, { success: false, message, errors: { order: message } }),
      'offline',
    );
    expect(problem).toEqual({ message, lines: {}, staleKey: false, slotGone: false });
  });

  it('falls back to its own words when no answer came, and calls the outcome unknown', () => {
    const problem = placeOrderProblem(new AxiosError('Network Error', 'ERR_NETWORK'), 'unknown');
    expect(problem).toEqual({
      message: 'unknown',
      lines: {},
      staleKey: false,
      slotGone: false,
      outcomeUnknown: true,
    });
  });

  it('knows what happened when the shop itself answered', () => {
    const problem = placeOrderProblem(
      refused(422, { success: false, message: 'Check the address.', errors: {} }),
      'unknown',
    );
    expect(problem.message).toBe('Check the address.');
    expect(problem.outcomeUnknown).toBeUndefined();
  });
});
