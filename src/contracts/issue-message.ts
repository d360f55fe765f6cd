import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** A validation reason as a message key (`validation.too_short`) and its numbers. */
export interface IssueMessage {
  key: string;
  params?: Record<string, number>;
}

/** Contracts name their own reasons with keys such as `validation.invalid_phone`. */
const KEY_PATTERN = /^(validation|error)\.[a-z_]+$/;

/**
 * One zod issue as a message key: the contract's own key when it set one, else by code. The
 * server localises the key into its envelope; forms localise it from the `validation`
 * namespace, so both say the same thing for the same mistake.
 */
export function issueMessage(issue: Issue): IssueMessage {
  if (KEY_PATTERN.test(issue.message)) return { key: issue.message };
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
