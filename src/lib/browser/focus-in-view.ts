/**
 * Focuses an element and brings it to mid-screen, clear of the sticky header and a phone's
 * bottom navigation, which the browser's own scroll on focus may leave it under.
 */
export function focusInView(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center', inline: 'nearest' });
}
