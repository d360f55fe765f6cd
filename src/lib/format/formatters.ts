import { intlLocale } from './intl-locale';

/*
 * Intl formatters are costly to make (the first one in a page loads locale data: tens of
 * milliseconds on a slow phone) and cheap to reuse, and a page of product cards formats
 * hundreds of numbers while it hydrates: one formatter per language and options.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(
  locale: unknown,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const tag = intlLocale(locale);
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(
  locale: unknown,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const tag = intlLocale(locale);
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, format);
  }
  return format;
}
