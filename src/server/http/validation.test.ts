import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { addressFieldsSchema } from '@/contracts/address';
import type { AppError } from '@/server/errors/app-error';
import { isAppError } from '@/server/errors/app-error';
import { parseOrThrow } from './validation';

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const address = {
  recipient: 'Mona Hassan',
  phone: '01012345678',
  zone_id: 1,
  city: 'Mansoura',
  street: 'El Gomhoreya Street',
};

describe('parseOrThrow', () => {
  // Found by tests/integration/properties.test.ts: on PostgreSQL a NUL in a name, username or
  // address field failed the query (500); SQLite stored the text cut at the NUL.
  it('refuses U+0000 in any parsed string with a 400 naming the field', () => {
    const error = refusal(() =>
      parseOrThrow(addressFieldsSchema, { ...address, floor: 'a\u0000' }),
    );
    expect(error.code).toBe('invalid_input');
    expect(error.errors).toEqual({ floor: { key: 'validation.invalid_value' } });
    const nested = z.object({ items: z.array(z.object({ note: z.string() })) });
    const deep = refusal(() =>
      parseOrThrow(nested, { items: [{ note: 'ok' }, { note: '\u0000' }] }),
    );
    expect(Object.keys(deep.errors ?? {})).toEqual(['items.1.note']);
  });

  // Issue 21, finding 8: a right-to-left override in a note was stored and shown as typed.
  it('refuses a direction override with its own localised reason, keeping Arabic marks', () => {
    const error = refusal(() =>
      parseOrThrow(addressFieldsSchema, { ...address, notes: 'Gate 2\u202e' }),
    );
    expect(error.errors).toEqual({ notes: { key: 'validation.direction_control' } });
    const marked = parseOrThrow(addressFieldsSchema, { ...address, notes: 'البوابة\u200f 2' });
    expect(marked.notes).toBe('البوابة\u200f 2');
  });

  it('ignores a NUL in a field the schema drops, and keeps other control characters', () => {
    const parsed = parseOrThrow(addressFieldsSchema, {
      ...address,
      extra: '\u0000',
      notes: 'a\tb',
    });
    expect(parsed.notes).toBe('a\tb');
    expect(parsed).not.toHaveProperty('extra');
  });
});
