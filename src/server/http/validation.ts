import type { z } from 'zod';
import { isMessageKey, type Message } from '@/server/i18n/translate';
import { AppError, type FieldErrors } from './app-error';

type Issue = z.core.$ZodIssue;

/** A zod issue as a message key: the contract's own key when it set one, else by code. */
export function issueMessage(issue: Issue): Message {
  if (isMessageKey(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { key: 'validation.required' };
      if (issue.path.length === 0 && issue.expected === 'object') {
        return { key: 'validation.expected_object' };
      }
      if (issue.expected === 'int' && typeof issue.input === 'number') {
        return { key: 'validation.not_integer' };
      }
      return { key: 'validation.invalid_type' };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1
          ? { key: 'validation.blank' }
          : { key: 'validation.too_short', params: { min } };
      }
      if (issue.origin === 'array') return { key: 'validation.too_few_items', params: { min } };
      return { key: 'validation.too_small', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'validation.too_long', params: { max } };
      if (issue.origin === 'array') return { key: 'validation.too_many_items', params: { max } };
      return { key: 'validation.too_big', params: { max } };
    }
    case 'invalid_format':
      return issue.format === 'email'
        ? { key: 'validation.invalid_email' }
        : { key: 'validation.invalid_value' };
    default:
      return { key: 'validation.invalid_value' };
  }
}

/** `items.0.qty` for nested fields, `body` when the whole body is wrong. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldName(issue.path);
    // The first reason per field is the one to fix first; later ones repeat it.
    errors[field] ??= issueMessage(issue);
  }
  return errors;
}

/** Parses or throws a 400 whose `errors` names every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw new AppError('invalid_input', { errors: fieldErrors(result.error.issues) });
}
