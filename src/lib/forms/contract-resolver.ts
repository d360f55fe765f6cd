import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage } from '@/contracts/issue-message';
import { formatNumber } from '@/lib/format/number';

/** The text of a contract's validation reason, numbers in the language's digits. */
export function issueText(issue: z.core.$ZodIssue, t: TFunction, locale: unknown): string {
  const { key, params } = issueMessage(issue);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    values[name] = formatNumber(value, locale);
  }
  return t(`validation:${key}`, {
    ...values,
    defaultValue: t('validation:validation.invalid_value'),
  });
}

/**
 * A react-hook-form resolver over a shared zod contract: the form checks exactly what the
 * API will, and says it in the same words (the `validation` namespace mirrors the server).
 */
export function contractResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  t: TFunction,
  locale: unknown,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.') || 'root';
      flat[name] ??= { type: issue.code, message: issueText(issue, t, locale) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
