import { describe, expect, it } from '@jest/globals';
import { errorEnvelopeSchema, type ErrorEnvelope } from './envelope';
import { isFailedAnswer, type FailedAnswer } from './error-envelope';

// Each type must be usable as the other.
const asSchemaType = (answer: FailedAnswer): ErrorEnvelope => answer;
const asGuardType = (envelope: ErrorEnvelope): FailedAnswer => envelope;

const SAMPLES: unknown[] = [
  { success: false, message: 'Not found' },
  { success: false, message: 'Check the form', errors: { phone: 'Invalid number' } },
  { success: false, message: 'x', errors: {} },
  { success: false, message: 'x', extra: 1 },
  {
    success: false,
    message: 'Confirm',
    errors: { 'lines.0.weight': '+30%' },
    confirm_required: true,
  },
  { success: false, message: 'x', confirm_required: 'yes' },
  { success: true, message: 'OK', results: [] },
  { success: false },
  { success: false, message: 3 },
  { success: false, message: 'x', errors: { phone: 3 } },
  { success: false, message: 'x', errors: ['phone'] },
  { success: false, message: 'x', errors: null },
  { success: 'false', message: 'x' },
  null,
  'Internal server error',
  [],
];

describe('isFailedAnswer', () => {
  it.each(SAMPLES.map((sample) => [JSON.stringify(sample), sample]))(
    'answers %s as the zod contract does',
    (_name, sample) => {
      expect(isFailedAnswer(sample)).toBe(errorEnvelopeSchema.safeParse(sample).success);
    },
  );

  it('keeps the types of the guard and the schema interchangeable', () => {
    const answer: FailedAnswer = { success: false, message: 'x' };
    expect(asGuardType(asSchemaType(answer))).toEqual(answer);
  });
});
