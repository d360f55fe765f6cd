import type { Message, MessageKey, MessageParams } from '@/server/i18n/translate';
import { errorKind } from './error-kind';

/**
 * What went wrong, independent of HTTP; src/server/http/status-for-code.ts maps each to a
 * status.
 */
export type ErrorCode =
  | 'invalid_input'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'too_many_requests'
  | 'unavailable'
  | 'internal';

/** Field name → reason, both localised at the boundary. */
export type FieldErrors = Record<string, Message>;

interface AppErrorOptions {
  message?: MessageKey;
  params?: MessageParams;
  errors?: FieldErrors;
  /** Seconds, for too_many_requests. */
  retryAfter?: number;
  allow?: string;
  /**
   * A conflict the caller may override by sending the call again with `confirm: true` (a
   * weight far from the estimate): the envelope says so with `confirm_required`.
   */
  confirmRequired?: boolean;
}

const APP_ERROR = errorKind<AppError>('AppError');

/** Whether `value` is an AppError, from whichever webpack runtime's copy of the class. */
export const isAppError = (value: unknown): value is AppError => APP_ERROR.is(value);

const DEFAULT_MESSAGES: Record<ErrorCode, MessageKey> = {
  invalid_input: 'error.invalid_input',
  unauthorized: 'error.unauthorized',
  forbidden: 'error.forbidden',
  not_found: 'error.not_found',
  method_not_allowed: 'error.method_not_allowed',
  conflict: 'error.invalid_input',
  payload_too_large: 'error.payload_too_large',
  too_many_requests: 'error.too_many_requests',
  unavailable: 'error.unavailable',
  internal: 'error.internal',
};

/**
 * The one error services throw. It carries a code and message keys, never text, so the
 * handler can answer in the request's language. Recognise one with isAppError, never
 * `instanceof`: it may come from another webpack runtime's copy of this class (error-kind.ts).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: MessageParams | undefined;
  readonly errors: FieldErrors | undefined;
  readonly retryAfter: number | undefined;
  readonly allow: string | undefined;
  readonly confirmRequired: boolean;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? DEFAULT_MESSAGES[code]);
    APP_ERROR.mark(this);
    this.code = code;
    this.messageKey = options.message ?? DEFAULT_MESSAGES[code];
    this.params = options.params;
    this.errors = options.errors;
    this.retryAfter = options.retryAfter;
    this.allow = options.allow;
    this.confirmRequired = options.confirmRequired === true;
  }

  /** 400 naming one field, e.g. fieldError('zone_id', 'validation.unknown_zone'). */
  static field(field: string, key: MessageKey, params?: MessageParams): AppError {
    return new AppError('invalid_input', { errors: { [field]: { key, params } } });
  }

  static notFound(message: MessageKey = 'error.not_found'): AppError {
    return new AppError('not_found', { message });
  }
}
