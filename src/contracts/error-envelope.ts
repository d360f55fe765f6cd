/**
 * A failed call's answer, `{ success: false, message, errors? }` (api-contract.md), read
 * without zod: forms read it in their error path, which must not need zod's chunk to say what
 * went wrong (docs/adr/0006-performance.md). envelope.ts keeps the zod schema for the server
 * and the docs; a unit test holds the two to the same answers.
 */
export interface FailedAnswer {
  success: false;
  message: string;
  errors?: Record<string, string>;
  /** A 409 the caller may override: the same call again with `confirm: true`. */
  confirm_required?: true;
}

export function isFailedAnswer(value: unknown): value is FailedAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { success, message, errors, confirm_required: confirm } = value as Record<string, unknown>;
  if (success !== false || typeof message !== 'string') return false;
  if (confirm !== undefined && confirm !== true) return false;
  if (errors === undefined) return true;
  return (
    typeof errors === 'object' &&
    errors !== null &&
    !Array.isArray(errors) &&
    Object.values(errors).every((reason) => typeof reason === 'string')
  );
}
