import { focusInView } from '@/lib/browser/focus-in-view';

/**
 * Where a form's errors are in the page, read from the page itself: a field in error says so
 * with aria-invalid (the shop's fields set it from their `error`), and a group of choices
 * that is not a field (checkout's delivery rounds, the address list) with invalidGroup(). So
 * the first error is the first one on screen, in DOM order, whatever order the contract,
 * the server or react-hook-form's registrations name them in.
 */
const INVALID = '[aria-invalid="true"], [data-invalid="true"]';

/**
 * Marks a group in error (aria-invalid is not for groups): spread on its element. Its choice
 * made, else its first choice, gets the focus.
 */
export function invalidGroup(invalid: boolean): { 'data-invalid'?: 'true' } {
  return invalid ? { 'data-invalid': 'true' } : {};
}
const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]';
/** What a group is answered with: the choice made, else its first choice. */
const CHOSEN = 'input:checked, [aria-pressed="true"], [aria-checked="true"]';
const CHOICE = 'input[type="radio"], input[type="checkbox"], [aria-pressed], [role="radio"]';

function canFocus(element: Element): element is HTMLElement {
  return (
    element.matches(FOCUSABLE) &&
    !element.matches(':disabled, [type="hidden"]') &&
    (element as HTMLElement).tabIndex >= 0 &&
    !element.closest('[aria-hidden="true"], [hidden], [inert]')
  );
}

function firstFocusable(region: Element, selector: string): HTMLElement | undefined {
  return Array.from(region.querySelectorAll(selector)).find(canFocus);
}

/** Each field or group in error, once: a group's own marked parts are not counted again. */
export function invalidRegions(container: Element): HTMLElement[] {
  const marked = Array.from(container.querySelectorAll<HTMLElement>(INVALID));
  return marked.filter(
    (element) => !marked.some((other) => other !== element && other.contains(element)),
  );
}

/** The field itself, or for a group the choice made, its first choice, or its first control. */
export function focusTargetOf(region: HTMLElement): HTMLElement | undefined {
  if (canFocus(region)) return region;
  return (
    firstFocusable(region, CHOSEN) ??
    firstFocusable(region, CHOICE) ??
    firstFocusable(region, FOCUSABLE)
  );
}

/** Focuses the first error in `container`, brought to mid-screen; returns how many there are. */
export function focusFirstError(container: Element): number {
  const regions = invalidRegions(container);
  const target = regions.map(focusTargetOf).find((found) => found !== undefined);
  if (target) focusInView(target);
  return regions.length;
}
