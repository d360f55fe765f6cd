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

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = CATALOGUES[locale][key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function translateMessage(locale: Locale, message: Message | MessageKey): string {
  return typeof message === 'string'
    ? translate(locale, message)
    : translate(locale, message.key, message.params);
}
