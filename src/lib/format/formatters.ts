import { intlLocale } from './intl-locale';

/*
 * Intl formatters are costly to make (the first one in a page loads locale data: tens of
 * milliseconds on a slow phone) and cheap to reuse, and a page of product cards formats
 * hundreds of numbers while it hydrates: one formatter per language and options.
 */
function cachedBy<F, O>(make: (tag: string, options: O) => F): (locale: unknown, options: O) => F {
  const made = new Map<string, F>();
  return (locale, options) => {
    const tag = intlLocale(locale);
    const key = `${tag}|${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) {
      format = make(tag, options);
      made.set(key, format);
    }
    return format;
  };
}

export const numberFormat = cachedBy(
  (tag, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options),
);

export const dateTimeFormat = cachedBy(
  (tag, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options),
);
