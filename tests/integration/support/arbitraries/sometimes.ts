import fc from 'fast-check';

/** `arbitrary`'s value in `percent` % of the cases, else null (fc.option's odds are the other way). */
export function sometimes<T>(arbitrary: fc.Arbitrary<T>, percent: number): fc.Arbitrary<T | null> {
  return fc.oneof(
    { weight: 100 - percent, arbitrary: fc.constant(null) },
    { weight: percent, arbitrary },
  );
}
