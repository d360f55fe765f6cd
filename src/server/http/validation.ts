import type { z } from 'zod';
import { issueMessage as sharedIssueMessage } from '@/contracts/issue-message';
import { isMessageKey, type Message } from '@/server/i18n/translate';
import { AppError, type FieldErrors } from './app-error';

type Issue = z.core.$ZodIssue;

/** A zod issue as one of the server's message keys (the shared rules in contracts). */
export function issueMessage(issue: Issue): Message {
  const { key, params } = sharedIssueMessage(issue);
  if (!isMessageKey(key)) return { key: 'validation.invalid_value' };
  return params ? { key, params } : { key };
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
