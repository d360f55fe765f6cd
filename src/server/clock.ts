/**
 * The server's notion of now, in epoch milliseconds. Everything that expires (tokens, PINs)
 * reads it here, so tests can move time instead of waiting for it.
 */
let source: () => number = Date.now;

export function now(): number {
  return source();
}

export function setClockForTests(next: (() => number) | undefined): void {
  source = next ?? Date.now;
}
