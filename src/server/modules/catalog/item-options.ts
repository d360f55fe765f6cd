import type { z } from 'zod';
import { centsOf } from '@/contracts/item-pricing';
import { gramsOf, kgOf } from '@/contracts/line-pricing';
import type { optionInputSchema } from '@/contracts/staff-catalog';
import type { StaffItemOption } from '@/contracts/poultry-options';
import type { Locale } from '@/lib/i18n/locales';
import type { ItemOptionRow, UnitCode } from '@/server/db/schema';
import { AppError, type FieldErrors } from '@/server/errors/app-error';
import { toItemOption } from './item-mapper';
import { weightGramsOf } from './item-option-repository';
import { egp } from '@/server/money';

/*
 * An item's preparation choices and weights as staff edit them (api-contract.md, "Poultry
 * ordering"). The options list is sent whole and replaces the item's: an entry with the id of
 * one of the item's options keeps that id (and is updated in place), entries without an id
 * are new, and options left out are retired, not deleted. Order lines keep their own snapshot
 * of names and deltas, so no old order changes meaning.
 *
 * Weights belong to items sold by the kg only: a body with weights for another unit is a 400,
 * and moving an item away from `kg` clears its weights (a piece has no weight to pick).
 */

/** Option inputs after parsing: the delta is a number of EGP. */
export type ParsedOption = z.output<typeof optionInputSchema>;

export function toStaffItemOption(row: ItemOptionRow, locale: Locale): StaffItemOption {
  return { ...toItemOption(row, locale), name_en: row.name_en, name_ar: row.name_ar };
}

/** One line an audit reader follows: group, both names and the delta, in the item's order. */
export function optionsSummary(
  options: ReadonlyArray<
    Pick<ItemOptionRow, 'option_group' | 'name_en' | 'name_ar' | 'price_delta_cents'>
  >,
): string {
  return options
    .map((o) => `${o.option_group}: ${o.name_en} / ${o.name_ar} (+${egp(o.price_delta_cents)})`)
    .join('; ');
}

/** A stored weight list as the audit shows it: kg, smallest first. */
export const weightsSummary = (json: string): string => weightGramsOf(json).map(kgOf).join(', ');

/** The rows the list will have, checked against the item's options; ids are kept or new (0). */
export function plannedOptions(
  itemId: number,
  current: readonly ItemOptionRow[],
  inputs: readonly ParsedOption[],
): ItemOptionRow[] {
  const known = new Set(current.map((row) => row.id));
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  inputs.forEach((input, index) => {
    if (input.id === undefined) return;
    if (!known.has(input.id) || seen.has(input.id)) {
      errors[`options.${index}.id`] = { key: 'validation.unknown_option' };
    }
    seen.add(input.id);
  });
  if (Object.keys(errors).length > 0) throw new AppError('invalid_input', { errors });
  return inputs.map((input, position) => ({
    id: input.id ?? 0,
    item_id: itemId,
    option_group: input.group,
    name_en: input.name_en,
    name_ar: input.name_ar,
    price_delta_cents: centsOf(input.price_delta),
    position,
    retired: 0,
  }));
}

/**
 * The weights column once an edit is applied: the weights sent (grams, smallest first), none
 * when the item is no longer sold by the kg, else as they were.
 */
export function weightsAfter(
  stored: string,
  unitCode: UnitCode,
  sentKg: readonly number[] | undefined,
): string {
  if (sentKg !== undefined && sentKg.length > 0 && unitCode !== 'kg') {
    throw AppError.field('weight_options', 'validation.weights_kg_only');
  }
  if (unitCode !== 'kg') return '[]';
  if (sentKg === undefined) return stored;
  return JSON.stringify([...new Set(sentKg.map(gramsOf))].sort((a, b) => a - b));
}
