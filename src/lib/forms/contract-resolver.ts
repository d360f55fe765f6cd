import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
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

/** A form's contract, fetched on demand: a dynamic import of its zod schema, made once. */
export type ContractLoader<S extends z.ZodType<FieldValues, FieldValues>> = () => Promise<S>;

/**
 * A react-hook-form resolver over a shared zod contract: the form checks exactly what the
 * API will, and says it in the same words (the `validation` namespace mirrors the server).
 * The contract arrives through `loadSchema` so that zod is not in the page's first load
 * (docs/adr/0006-performance.md). Should it fail to arrive (a dropped connection), the values
 * go on unchecked: the API checks them against the same contract and answers in kind.
 */
export function contractResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: ContractLoader<S>,
  t: TFunction,
  locale: unknown,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    let schema: S;
    try {
      schema = await loadSchema();
    } catch {
      return { values: values as z.output<S>, errors: {} };
    }
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.') || 'root';
      // A form sends '' for an untouched input: "required" says more than "too short".
      const message = isBlank(valueAt(values, issue.path))
        ? t('validation:validation.required')
        : issueText(issue, t, locale);
      flat[name] ??= { type: issue.code, message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/**
 * contractResolver for a form component, which also starts fetching the contract as the form
 * appears, so it is there by the first check.
 */
export function useContractResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: ContractLoader<S>,
  t: TFunction,
  locale: unknown,
): Resolver<z.input<S>, unknown, z.output<S>> {
  useEffect(() => {
    // Only a head start: contractResolver copes when it fails.
    loadSchema().catch(() => undefined);
  }, [loadSchema]);
  return contractResolver(loadSchema, t, locale);
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let current = values;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}
