import { isApiError } from '@/lib/api/is-api-error';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isFailedAnswer, type FailedAnswer } from '@/contracts/error-envelope';

/** The backend's envelope of a failed call, when it sent one. */
export function errorEnvelopeOf(error: unknown): FailedAnswer | undefined {
  if (!isApiError(error)) return undefined;
  const data: unknown = error.response?.data;
  return isFailedAnswer(data) ? data : undefined;
}

/**
 * Puts the backend's field reasons (already in the shopper's language) on the form's fields
 * and returns the general message for the form's alert; `fallback` when the call never got
 * an answer (offline, timeout, a 5xx without an envelope).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string {
  const envelope = errorEnvelopeOf(error);
  if (!envelope) return fallback;
  for (const [name, message] of Object.entries(envelope.errors ?? {})) {
    const field = fields.find((candidate) => candidate === name);
    // Not focused one by one (the last would win): useErrorFocus focuses the first on screen.
    if (field) setError(field, { type: 'server', message });
  }
  return envelope.message;
}
