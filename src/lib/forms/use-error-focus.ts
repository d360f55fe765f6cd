import { useCallback, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstError } from './error-focus';

export type ErrorFocus = {
  /** Where to look for errors when no submitted form is known (a screen that is no `<form>`). */
  containerRef: RefObject<HTMLElement | null>;
  /**
   * Runs one submit. Errors reported during it are shown once it is over, when
   * react-hook-form has published its own (it does so after calling onInvalid).
   */
  attempt: <T>(submit: () => Promise<T>, submitted?: unknown) => Promise<T>;
  /** This attempt found errors; outside an attempt (a later confirmation) they show now. */
  report: () => void;
  /** How many errors the last failed attempt found, for FormErrorCount; undefined if none. */
  errorCount: number | undefined;
};

/** The form submitted: the event's target, or the form of a button that submitted it. */
function formOf(target: unknown): HTMLElement | undefined {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return undefined;
  return target.closest('form') ?? target;
}

/**
 * After a failed submit, focus goes to the first field in error and the count is said (a
 * phone showed the error 455 px above the screen while focus stayed on the button: issue 38).
 */
export function useErrorFocus(): ErrorFocus {
  const containerRef = useRef<HTMLElement | null>(null);
  const running = useRef(false);
  // Set by report() during an attempt; show() clears it, so it is false between attempts.
  const failed = useRef(false);
  const [errorCount, setErrorCount] = useState<number>();

  const show = useCallback(() => {
    failed.current = false;
    // Draws the errors just set, so they can be found on the page; the last count goes, so the
    // same count said again is new text that a screen reader reads out.
    flushSync(() => setErrorCount(undefined));
    const container = containerRef.current;
    if (!container) return;
    const count = focusFirstError(container);
    setErrorCount(count > 0 ? count : undefined);
  }, []);

  const report = useCallback(() => {
    if (running.current) failed.current = true;
    else show();
  }, [show]);

  const attempt = useCallback(
    async <T>(submit: () => Promise<T>, submitted?: unknown): Promise<T> => {
      containerRef.current = formOf(submitted) ?? containerRef.current;
      running.current = true;
      try {
        return await submit();
      } finally {
        running.current = false;
        if (failed.current) show();
      }
    },
    [show],
  );

  return { containerRef, attempt, report, errorCount };
}
