/**
 * A way to recognise the shop's own errors that holds across webpack runtimes. Next builds
 * the instrumentation hook, the API routes and the pages into separate runtimes, each with its
 * own copy of every module, and objects made in one are used in another (the database handle,
 * the attempt budgets, the in-process API): an AppError thrown by one copy is not
 * `instanceof` another copy's class. A mark under a global symbol is the same in all of them
 * (architecture.md, habit 14; docs/adr/0017-invariants-proved-in-the-built-server.md).
 */
export interface ErrorKind<E extends Error> {
  /** Marks a new error of the kind (call in the constructor). */
  mark(error: E): void;
  /** Whether `value` was made as an error of this kind, by whichever copy of its class. */
  is(value: unknown): value is E;
}

export function errorKind<E extends Error>(name: string): ErrorKind<E> {
  const key = Symbol.for(`dakahlia-poultry.error.${name}`);
  return {
    mark(error) {
      // Not enumerable: it never shows in a log line or a JSON answer.
      Object.defineProperty(error, key, { value: true });
    },
    is(value): value is E {
      return (
        typeof value === 'object' &&
        value !== null &&
        (value as Record<symbol, unknown>)[key] === true
      );
    },
  };
}
