import { describe, expect, it } from '@jest/globals';
import type { CartOption } from '@/contracts/cart';
import { defaultChoices, defaultWeight, pickOption, reconcileChoices } from './line-choices';

const whole: CartOption = { id: 11, group: 'cut', name: 'Whole', price_delta: 0 };
const eight: CartOption = { id: 12, group: 'cut', name: '8 pieces', price_delta: 10 };
const withSkin: CartOption = { id: 20, group: 'skin', name: 'With skin', price_delta: 0 };
const skinless: CartOption = { id: 21, group: 'skin', name: 'Without skin', price_delta: 15 };
const freekeh: CartOption = { id: 31, group: 'stuffing', name: 'Freekeh', price_delta: 20 };
const slaughter: CartOption = { id: 41, group: 'service', name: 'Slaughter', price_delta: 15 };
const offers = [freekeh, eight, whole, skinless, withSkin, slaughter];

describe('default choices', () => {
  it('picks the middle weight (the lower middle of an even list)', () => {
    expect(defaultWeight([1, 1.5, 2])).toBe(1.5);
    expect(defaultWeight([1, 1.5, 2, 2.5])).toBe(1.5);
    expect(defaultWeight([2])).toBe(2);
    expect(defaultWeight([])).toBeUndefined();
  });

  it("picks each group's free option in group order, and none in a group of paid options", () => {
    expect(defaultChoices({ weight_options: [1, 1.5, 2], options: offers })).toEqual({
      weight: 1.5,
      options: [whole, withSkin],
    });
  });
});

describe('pickOption', () => {
  const start = defaultChoices({ weight_options: [], options: offers });

  it('replaces the option of the same group, keeping the others in group order', () => {
    const next = pickOption(pickOption(start, skinless, offers), eight, offers);
    expect(next.options).toEqual([eight, skinless]);
  });

  it('keeps a group with a free option chosen when its option is pressed again', () => {
    expect(pickOption(start, whole, offers)).toBe(start);
  });

  it('adds and takes off an option of a group of paid options only', () => {
    const stuffed = pickOption(start, freekeh, offers);
    expect(stuffed.options).toEqual([whole, withSkin, freekeh]);
    expect(pickOption(stuffed, freekeh, offers).options).toEqual([whole, withSkin]);
    expect(pickOption(start, slaughter, offers).options[0]).toEqual(slaughter);
  });
});

describe('reconcileChoices (refreshing a line from the shop)', () => {
  const kg = (n: number) => `${n} kg`;

  it("keeps today's options with today's names and deltas", () => {
    const renamed = { ...eight, name: 'ثمان قطع', price_delta: 12 };
    const result = reconcileChoices(
      { weight: 1.5, options: [eight] },
      { weight_options: [1, 1.5], options: [renamed] },
      kg,
    );
    expect(result).toEqual({ choices: { weight: 1.5, options: [renamed] }, notes: [] });
  });

  it('drops a choice no longer offered and notes it; a dropped weight becomes the default', () => {
    const result = reconcileChoices(
      { weight: 2.5, options: [eight, skinless] },
      { weight_options: [1, 1.5, 2], options: [whole, skinless] },
      kg,
    );
    expect(result.choices).toEqual({ weight: 1.5, options: [skinless] });
    expect(result.notes).toEqual([
      { kind: 'gone', name: '8 pieces' },
      { kind: 'gone', name: '2.5 kg' },
      { kind: 'weight', weight: 1.5 },
    ]);
  });

  it('says 1 kg on an old line of an item now sold by weight, as the server takes it', () => {
    const result = reconcileChoices({}, { weight_options: [1, 2], options: [] }, kg);
    expect(result).toEqual({ choices: { weight: 1, options: [] }, notes: [] });
  });

  it('gives such a line the default weight, and says so, where 1 kg is not offered', () => {
    const result = reconcileChoices({}, { weight_options: [1.25, 1.5, 2], options: [] }, kg);
    expect(result).toEqual({
      choices: { weight: 1.5, options: [] },
      notes: [{ kind: 'weight', weight: 1.5 }],
    });
  });

  it('changes nothing for a line of an item without choices', () => {
    expect(reconcileChoices({}, { weight_options: [], options: [] }, kg)).toEqual({
      choices: { weight: undefined, options: [] },
      notes: [],
    });
  });
});
