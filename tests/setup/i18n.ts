import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@/lib/i18n/locales';

const LOCALES_DIR = path.join(__dirname, '../../public/locales');

function loadResources(): Resource {
  const resources: Resource = {};
  for (const locale of fs.readdirSync(LOCALES_DIR)) {
    resources[locale] = {};
    for (const file of fs.readdirSync(path.join(LOCALES_DIR, locale))) {
      const namespace = file.replace(/\.json$/, '');
      resources[locale][namespace] = JSON.parse(
        fs.readFileSync(path.join(LOCALES_DIR, locale, file), 'utf8'),
      ) as Record<string, unknown>;
    }
  }
  return resources;
}

const resources = loadResources();

/** A real i18next instance over the shop's own locale files, as pages get them. */
export function createTestI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
