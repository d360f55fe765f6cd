// @ts-check
const path = require('node:path');

/**
 * English is the default locale and has no URL prefix; Arabic lives under /ar.
 * Locale detection is off so a shared link always opens in the language it names.
 * @type {import('next-i18next').UserConfig}
 */
module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ar'],
    localeDetection: false,
  },
  defaultNS: 'common',
  // The server reads the JSON files from disk (absolute path, so `next start` works from any
  // working directory); the browser never needs them because pages ship their namespaces.
  localePath:
    typeof window === 'undefined' ? path.resolve(__dirname, 'public/locales') : '/locales',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  returnNull: false,
};
