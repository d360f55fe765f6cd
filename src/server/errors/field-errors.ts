import type { z } from 'zod';
import { issueMessage as sharedIssueMessage } from '@/contracts/issue-message';
import { isMessageKey, type Message } from '@/server/i18n/translate';
import type { FieldErrors } from './app-error';

/*
 * zod issues as the server's field → message keys. Not HTTP: the API's 400s (http/validation)
 * and the command line (cli/create-user) both word a refused input through these.
 */

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
