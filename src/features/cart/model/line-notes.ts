import type { CartItem } from '@/contracts/cart';
import type { ChoiceNote } from './line-choices';

/*
 * What the cart tells the shopper about a line's choices the shop changed (a cut no longer
 * offered, a weight set for them). Kept on the line (an extra CartItem field, saved with the
 * cart) so the shopper sees it wherever the line shows, until they edit its choices.
 */
export const NOTES_FIELD = 'choice_notes';

function isNote(value: unknown): value is ChoiceNote {
  if (typeof value !== 'object' || value === null) return false;
  const note = value as Record<string, unknown>;
  if (note.kind === 'gone') return typeof note.name === 'string';
  return note.kind === 'weight' && typeof note.weight === 'number';
}

/** The line's notes; storage is user-controlled, so anything else reads as none. */
export function lineNotes(line: CartItem): ChoiceNote[] {
  const notes = line[NOTES_FIELD];
  return Array.isArray(notes) ? notes.filter(isNote) : [];
}

/** The line with these notes added to its own (none when the shopper edits the line). */
export function withNotes(line: CartItem, notes: ChoiceNote[]): CartItem {
  const rest = Object.fromEntries(
    Object.entries(line).filter(([field]) => field !== NOTES_FIELD),
  ) as CartItem;
  return notes.length > 0 ? { ...rest, [NOTES_FIELD]: notes } : rest;
}
