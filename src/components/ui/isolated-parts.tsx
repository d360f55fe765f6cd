import { Fragment } from 'react';

/**
 * Parts of one line, each in its own bidi isolate: "El Gomhoreya St." stays whole inside an
 * Arabic line, and an Arabic street inside an English one.
 */
export function IsolatedParts({ parts, separator }: { parts: string[]; separator: string }) {
  return parts.map((part, index) => (
    <Fragment key={`${index}-${part}`}>
      {index > 0 ? separator : null}
      <bdi>{part}</bdi>
    </Fragment>
  ));
}
