import { lazyOnce } from '@/lib/lazy-once';
import type * as StaffForms from '@/contracts/staff-calls';
import type * as StorefrontForms from '@/contracts/storefront-calls';

type FormSchemas = typeof StorefrontForms;
type StaffFormSchemas = typeof StaffForms;

/** The storefront's form contracts (src/contracts/storefront-calls.ts), loaded once, on demand. */
const loadFormSchemas = lazyOnce(() => import('@/contracts/storefront-calls'));

/**
 * A form's contract by name, as a loader for useContractResolver (made once per module): the
 * download starts as the form appears, so zod is there by the first check.
 */
export function formContract<K extends keyof FormSchemas>(name: K): () => Promise<FormSchemas[K]> {
  return () => loadFormSchemas().then((schemas) => schemas[name]);
}

const loadStaffFormSchemas = lazyOnce(() => import('@/contracts/staff-calls'));

/** A dashboard form's contract by name (src/contracts/staff-calls.ts), as formContract. */
export function staffFormContract<K extends keyof StaffFormSchemas>(
  name: K,
): () => Promise<StaffFormSchemas[K]> {
  return () => loadStaffFormSchemas().then((schemas) => schemas[name]);
}
