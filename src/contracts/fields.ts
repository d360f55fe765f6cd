import { z } from 'zod';
import { toAsciiDigits } from '@/contracts/phone';
import {
  EGYPTIAN_MOBILE,
  hasVisibleText,
  MAX_ID,
  noDirectionControls,
  noMarkup,
  normalizeUsername,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './field-rules';

export * from './field-rules';

/**
 * Field rules shared by the server's handlers, the storefront's forms and the mocks. Custom
 * messages are message keys (`validation.*`), translated where they are shown.
 */

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

/**
 * A username being chosen. Signing in and PIN requests take any username as it was stored, so
 * that an account made before a rule cannot be shut out by it.
 */
export const newUsernameSchema = usernameSchema.refine(noDirectionControls, {
  error: 'validation.direction_control',
});

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
 * A required line of text: trimmed, not blank, at most `max` characters, no markup, and
 * something people can see (a name of Hangul fillers is blank to whoever reads it). With
 * `min` 0 it may be empty, and says so when it refuses invisible text.
 */
export const text = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine(noMarkup, { error: 'validation.no_markup' })
    .refine(noDirectionControls, { error: 'validation.direction_control' })
    .refine(hasVisibleText, {
      error: min > 0 ? 'validation.invisible_name' : 'validation.invisible_text',
    });

/** An optional line of text; missing or null becomes ''. Given, it must show something. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(noMarkup, { error: 'validation.no_markup' })
    .refine(noDirectionControls, { error: 'validation.direction_control' })
    .refine(hasVisibleText, { error: 'validation.invisible_text' })
    .nullish()
    .transform((value) => value ?? '');
