import type { Locale } from '@/lib/i18n/locales';
import { messagesAr } from './messages-ar';
import { messagesEn, type MessageKey } from './messages-en';

export type { MessageKey };

export type MessageParams = Record<string, string | number>;

/** A text to be localised once the request's language is known. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { en: messagesEn, ar: messagesAr };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messagesEn, value);
}

/**
 * Numbers in a message are written the way the storefront writes them: Arabic-Indic digits in
 * Arabic ("١٥٠ جنيه"), grouped Western digits in English; up to three decimals, so kg keep
 * their grams ("1.125 kg"). Strings (a PIN, a name) pass as they are, so a PIN stays in the
 * digits a phone keypad types.
 */
const NUMBERS: Record<Locale, Intl.NumberFormat> = {
  ar: new Intl.NumberFormat('ar-EG', { maximumFractionDigits: 3 }),
  en: new Intl.NumberFormat('en-EG', { maximumFractionDigits: 3 }),
};

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return fillTemplate(locale, CATALOGUES[locale][key], params);
}

/** One value as a message in `locale` writes it: numbers as above, strings as they are. */
export function formatParam(locale: Locale, value: string | number): string {
  return typeof value === 'number' ? NUMBERS[locale].format(value) : value;
}

/** Puts `params` into `{name}` slots of a text in `locale`, numbers written as above. */
export function fillTemplate(locale: Locale, template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return Object.hasOwn(params, name) && value !== undefined ? formatParam(locale, value) : whole;
  });
}

export function translateMessage(locale: Locale, message: Message | MessageKey): string {
  return typeof message === 'string'
    ? translate(locale, message)
    : translate(locale, message.key, message.params);
}
