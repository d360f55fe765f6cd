import {
  EARLY_TAP_ATTRIBUTE,
  EARLY_TAPS_KEY,
  FIRST_PAINT_FLAGS,
} from '@/config/first-paint-names.cjs';

type Held = HTMLElement;

/** One task: React has rendered the last replay's update before the next one reads state. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const isField = (target: Held): target is HTMLInputElement | HTMLTextAreaElement =>
  target.tagName === 'TEXTAREA' ||
  (target.tagName === 'INPUT' &&
    !['checkbox', 'radio'].includes((target as HTMLInputElement).type));

/**
 * Tells React what was typed into a field before it listened. React keeps the text on the
 * page but not in its state, and the next render would put the state's value back. Its
 * value tracker (the instance's own `value` setter) learns the empty text, the prototype's
 * setter puts the typed text back behind its back, and the input event then reads as a change.
 */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  const prototype = Object.getPrototypeOf(field) as object;
  const native = Object.getOwnPropertyDescriptor(prototype, 'value');
  field.value = '';
  native?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replay(target: Held): void {
  if (isField(target)) replayTyping(target);
  else if (target.tagName === 'FORM') (target as HTMLFormElement).requestSubmit();
  else target.click();
}

/** From here on taps go to React (first-paint-flags.cjs stops holding them). */
export function reactListens(): void {
  document.documentElement.setAttribute(FIRST_PAINT_FLAGS.listening, '');
}

/**
 * Replays, in order, what the document's first script held while the page was not yet
 * hydrated (first-paint-flags.cjs): text typed, then a weight chosen, then "Add to cart" adds
 * that weight. Called once the page's content has hydrated (DeferredHydration's marker). A
 * control that is gone by now (swapped by an earlier replay, e.g. "Add" by the stepper) is
 * not pressed again, so tapping twice while waiting adds once.
 */
export async function replayEarlyTaps(
  held: Held[] = (window as unknown as Record<string, Held[] | undefined>)[EARLY_TAPS_KEY] ?? [],
): Promise<void> {
  reactListens();
  const waiting = held.splice(0);
  for (const target of waiting) {
    await nextTask();
    target.removeAttribute(EARLY_TAP_ATTRIBUTE);
    if (target.isConnected) replay(target);
  }
}
