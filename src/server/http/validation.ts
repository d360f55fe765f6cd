import type { z } from 'zod';
import { AppError } from '@/server/errors/app-error';
import { fieldErrors, fieldName } from '@/server/errors/field-errors';

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

const pathOf = (visit: Visit): string[] =>
  visit.parent ? [...pathOf(visit.parent), visit.key] : [];

/**
 * The path of a string in `value` that holds U+0000, if there is one. PostgreSQL refuses the
 * character in text (the query fails: a 500) and SQLite cuts the string at it, so no parsed
 * input may carry it. Walked with a stack, whatever the nesting.
 */
function nulCharacterPath(value: unknown): string[] | undefined {
  const stack: Visit[] = [{ value, key: '', parent: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    if (typeof visit.value === 'string' && visit.value.includes('\u0000')) return pathOf(visit);
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    for (const [key, item] of Object.entries(visit.value)) {
      stack.push({ value: item, key, parent: visit });
    }
  }
  return undefined;
}

/** Parses or throws a 400 whose `errors` names every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) {
    throw new AppError('invalid_input', { errors: fieldErrors(result.error.issues) });
  }
  // What the handler gets, not what was sent: a NUL in a field the schema drops is harmless.
  const nul = nulCharacterPath(result.data);
  if (nul) throw AppError.field(fieldName(nul), 'validation.invalid_value');
  return result.data;
}
