import type { CartItem, CartOption } from '@/contracts/cart';
import {
  estimatedLineCents,
  GRAMS_PER_KG,
  gramsOf,
  isWeightOption,
  kgOf,
  unitCents,
} from '@/contracts/line-pricing';
import { OPTION_GROUPS, type OptionGroup } from '@/contracts/option-groups';

/*
 * The weight and preparation choices of a cart line (api-contract.md, "Poultry ordering"),
 * zod-free: the product page and the cart read them on first load.
 *
 * Defaults: the middle weight (the lower of the two middles), as the typical bird is neither
 * the smallest nor the largest; in each group its free option (price_delta 0: "Whole", "With
 * skin"). A group with a free option always has one option chosen; a group of paid options
 * only ("Stuffed with freekeh") is optional, none by default, and pressing the chosen one
 * again takes it off.
 */

/** What a shopper has picked for a line. */
export type LineChoices = { weight?: number; options: CartOption[] };

/** What an item offers (the catalogue's Item fields, which a cart line does not keep). */
export type ItemOffers = { weight_options: readonly number[]; options: readonly CartOption[] };

export function defaultWeight(weights: readonly number[]): number | undefined {
  return weights.length === 0 ? undefined : weights[Math.floor((weights.length - 1) / 2)];
}

/** The offered options of one group, in the order the shop lists them. */
export function groupOptions(offers: readonly CartOption[], group: OptionGroup): CartOption[] {
  return offers.filter((option) => option.group === group);
}

/** The groups an item offers, in OPTION_GROUPS order. */
export function offeredGroups(offers: readonly CartOption[]): OptionGroup[] {
  return OPTION_GROUPS.filter((group) => offers.some((option) => option.group === group));
}

const isFree = (option: CartOption) => option.price_delta === 0;

/** Whether a group must keep one option chosen (it has a free one). */
export const groupIsRequired = (offers: readonly CartOption[], group: OptionGroup): boolean =>
  groupOptions(offers, group).some(isFree);

const byGroup = (a: CartOption, b: CartOption) =>
  OPTION_GROUPS.indexOf(a.group) - OPTION_GROUPS.indexOf(b.group);

/** Only the fields a cart line keeps of an option (an API option may carry more). */
const asCartOption = ({ id, group, name, price_delta }: CartOption): CartOption => ({
  id,
  group,
  name,
  price_delta,
});

export function defaultChoices(offers: ItemOffers): LineChoices {
  const options = offeredGroups(offers.options).flatMap((group) => {
    const free = groupOptions(offers.options, group).find(isFree);
    return free ? [asCartOption(free)] : [];
  });
  return { weight: defaultWeight(offers.weight_options), options };
}

/** The choices after pressing an option's button (see the rule above). */
export function pickOption(
  choices: LineChoices,
  option: CartOption,
  offers: readonly CartOption[],
): LineChoices {
  const chosen = choices.options.some((entry) => entry.id === option.id);
  const others = choices.options.filter((entry) => entry.group !== option.group);
  if (chosen) {
    return groupIsRequired(offers, option.group) ? choices : { ...choices, options: others };
  }
  return { ...choices, options: [...others, asCartOption(option)].sort(byGroup) };
}

/** The line fields for a set of choices: nothing added for an item without any. */
export function choiceFields(choices: LineChoices): Pick<CartItem, 'weight' | 'options'> {
  return {
    ...(choices.weight === undefined ? {} : { weight: choices.weight }),
    ...(choices.options.length > 0 ? { options: choices.options } : {}),
  };
}

export const choicesOf = (line: Pick<CartItem, 'weight' | 'options'>): LineChoices => ({
  weight: line.weight,
  options: line.options ?? [],
});

const cents = (egp: number) => Math.round(egp * 100);

/** Price with the options' deltas (per kg for an item sold by weight), EGP. */
export function unitPrice(line: Pick<CartItem, 'price' | 'options'>): number {
  const deltas = (line.options ?? []).map((option) => cents(option.price_delta));
  return unitCents(cents(line.price), deltas) / 100;
}

/** What a line costs as chosen, EGP: an estimate for a line sold by weight. */
export function lineEstimate(line: Pick<CartItem, 'price' | 'qty' | 'weight' | 'options'>): number {
  const deltas = (line.options ?? []).map((option) => cents(option.price_delta));
  return (
    estimatedLineCents({
      unitCents: unitCents(cents(line.price), deltas),
      qty: line.qty,
      weightGrams: line.weight === undefined ? null : gramsOf(line.weight),
    }) / 100
  );
}

/** A line sold by weight: its price is final only once the shop has weighed it. */
export const isEstimated = (line: Pick<CartItem, 'weight'>): boolean => line.weight !== undefined;

/** A choice the shop no longer offers, kept on the line so the shopper is told once. */
export type ChoiceNote = { kind: 'gone'; name: string } | { kind: 'weight'; weight: number };

/**
 * Today's version of a line's choices: options the item still offers, with today's names
 * and deltas; those it dropped are noted. A weight the item no longer offers becomes the
 * default one (the server refuses it), and the shopper is told. A line without a weight (a
 * cart saved before weights, or an item sold by the piece then) of an item now sold by weight
 * is what the server would take it for, pieces of 1 kg, now said on the line and priced as
 * the estimate it is; where 1 kg is not offered it gets the default weight, told like a
 * dropped one. `formatWeight` names a dropped weight in the page's language.
 */
export function reconcileChoices(
  line: Pick<CartItem, 'weight' | 'options'>,
  offers: ItemOffers,
  formatWeight: (kg: number) => string,
): { choices: LineChoices; notes: ChoiceNote[] } {
  const notes: ChoiceNote[] = [];
  const options = (line.options ?? []).flatMap((chosen) => {
    const today = offers.options.find((option) => option.id === chosen.id);
    if (today) return [asCartOption(today)];
    notes.push({ kind: 'gone', name: chosen.name });
    return [];
  });
  // Whole kilos (ADR 0013) when the line names no weight.
  const asked = line.weight ?? (offers.weight_options.length > 0 ? kgOf(GRAMS_PER_KG) : undefined);
  let weight = asked;
  if (asked !== undefined && !isWeightOption(offers.weight_options, gramsOf(asked))) {
    if (line.weight !== undefined) notes.push({ kind: 'gone', name: formatWeight(asked) });
    weight = defaultWeight(offers.weight_options);
    if (weight !== undefined) notes.push({ kind: 'weight', weight });
  }
  return { choices: { weight, options: options.sort(byGroup) }, notes };
}
