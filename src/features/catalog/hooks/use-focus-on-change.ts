import { useEffect, useRef } from 'react';

/**
 * Focuses (and so scrolls to) an element whenever `value` changes after the first render:
 * after choosing another page of a list, keyboard and screen-reader users land at its top
 * instead of at the pager they left, and everyone sees the new page from its start.
 */
export function useFocusOnChange<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null);
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    ref.current?.focus();
  }, [value]);
  return ref;
}
