import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import {
  get,
  useForm,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormHandleSubmit,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';
import { useContractResolver, type ContractLoader } from './contract-resolver';
import { applyServerErrors, errorEnvelopeOf } from './server-errors';
import { useErrorFocus } from './use-error-focus';

type Contract = z.ZodType<FieldValues, FieldValues>;

export type ContractFormOptions<S extends Contract> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> & {
  /** The form's contract, checked in the browser exactly as the API will check it. */
  contract: ContractLoader<S>;
  t: TFunction;
  locale: unknown;
  /** The fields the backend may name in a rejection; its reasons are shown on them. */
  serverFields?: readonly Path<z.input<S>>[];
  /** The form's alert when a call never got an answer (offline, timeout, a bare 5xx). */
  fallback: string;
};

/**
 * What the shop's forms share: react-hook-form over a contract, the form-level failure for its
 * alert, the backend's reasons put on the fields, each field's error-or-hint helper text, and
 * after a failed submit focus on the first field in error with the count for FormErrorCount
 * (`errorCount`).
 */
export function useContractForm<S extends Contract>({
  contract,
  t,
  locale,
  serverFields = [],
  fallback,
  ...options
}: ContractFormOptions<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // useErrorFocus focuses the first error on the page; react-hook-form's own choice is the
    // first field registered, which need not be.
    shouldFocusError: false,
    ...options,
    resolver: useContractResolver(contract, t, locale),
  });
  const [failure, setFailure] = useState<string>();
  const { attempt, report, errorCount } = useErrorFocus();
  // Read during render: react-hook-form then renders the form again whenever they change.
  const { errors } = form.formState;

  /** react-hook-form's handleSubmit, whose failures (the contract's or the API's) are shown. */
  const handleSubmit: UseFormHandleSubmit<z.input<S>, z.output<S>> =
    (onValid, onInvalid) => (event) =>
      attempt(
        () =>
          form.handleSubmit(onValid, (fieldErrors, invalidEvent) => {
            report();
            return onInvalid?.(fieldErrors, invalidEvent);
          })(event),
        (event as { target?: unknown } | undefined)?.target,
      );

  /** Shows a failed call: field reasons on their fields, the rest in the form's alert. */
  const failWith = (error: unknown) => {
    const general = applyServerErrors(error, form.setError, serverFields, fallback);
    // A rule about the whole form (e.g. an address book that is full) has no field to sit on.
    setFailure(errorEnvelopeOf(error)?.errors?.body ?? general);
    report();
  };

  /**
   * A submit handler: checks the values, clears the last failure and makes the call; a failed
   * call is shown by failWith, a successful one goes on to `then` (whose own errors are not
   * the form's).
   */
  const submitWith = <R>(
    call: (values: z.output<S>) => Promise<R>,
    then?: (result: R, values: z.output<S>) => unknown,
  ) =>
    handleSubmit(async (values) => {
      setFailure(undefined);
      let result: R;
      try {
        result = await call(values);
      } catch (error) {
        failWith(error);
        return;
      }
      await then?.(result, values);
    });

  /** A field's `error` and `helperText`: its reason when it has one, else the hint. */
  const fieldHelp = (name: Path<z.input<S>>, hint?: ReactNode) => {
    // `get` follows dotted paths (react-hook-form's own lookup); a field's error is a FieldError.
    const error = get<typeof errors, FieldError | undefined>(errors, name);
    return { error: Boolean(error), helperText: error?.message ?? hint };
  };

  return {
    ...form,
    handleSubmit,
    failure,
    setFailure,
    failWith,
    /** Shows errors set by hand (setError) outside a submit's own checks. */
    showErrors: report,
    submitWith,
    fieldHelp,
    errorCount,
  };
}
