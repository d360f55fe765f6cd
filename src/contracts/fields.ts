import { z } from 'zod';
import { toAsciiDigits } from '@/lib/phone';

/**
 * Field rules shared by the server's handlers, the storefront's forms and the mocks. Custom
 * messages are message keys (`validation.*`), translated where they are shown.
 */

export const MAX_ID = 2_147_483_647;

/** A positive integer id; numeric strings are accepted and coerced (the contract says so). */
export const idSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, { error: 'validation.invalid_id' })
      .transform(Number),
  ])
  .pipe(z.int({ error: 'validation.invalid_id' }).min(1).max(MAX_ID));

export const EGYPTIAN_MOBILE = /^01\d{9}$/;

/** An Egyptian mobile number, 01 + 9 digits; Arabic-Indic digits, spaces and dashes allowed. */
export const phoneSchema = z
  .string()
  .trim()
  .max(32)
  .transform((value) => toAsciiDigits(value).replace(/[\s-]/g, ''))
  .pipe(z.string().regex(EGYPTIAN_MOBILE, { error: 'validation.invalid_phone' }));

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'validation.invalid_email' }))
  .transform((value) => value.toLowerCase());

/** A username is the way its owner writes it, folded to one form: digits ASCII, e-mail lower. */
export function normalizeUsername(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  return toAsciiDigits(trimmed).replace(/[\s-]/g, '');
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const usernameSchema = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .transform(normalizeUsername)
  .refine((value) => EGYPTIAN_MOBILE.test(value) || EMAIL_SHAPE.test(value), {
    error: 'validation.invalid_username',
  });

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const newPasswordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

/** A password being checked, not chosen: every length up to the maximum is let through. */
export const currentPasswordSchema = z.string().min(1).max(PASSWORD_MAX);

export const pinSchema = z
  .string()
  .trim()
  .max(16)
  .transform(toAsciiDigits)
  .pipe(z.string().regex(/^\d{6}$/, { error: 'validation.invalid_pin' }));

/**
 * No shopper's name, address or note needs angle brackets, and refusing them keeps markup out
 * of everything staff will later read in other tools (e-mails, exports, the dashboard).
 */
export const noMarkup = (value: string) => !/[<>]/.test(value);

/** A required line of text: trimmed, not blank, at most `max` characters, no markup. */
export const text = (max: number, min = 1) =>
  z.string().trim().min(min).max(max).refine(noMarkup, { error: 'validation.no_markup' });

/** An optional line of text; missing or null becomes ''. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(noMarkup, { error: 'validation.no_markup' })
    .nullish()
    .transform((value) => value ?? '');
