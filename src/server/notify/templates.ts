import type { MessageEvent } from '@/contracts/message-constants';
import type { Locale } from '@/lib/i18n/locales';
import { fillTemplate, formatParam } from '@/server/i18n/translate';
import type { MessageVars } from './providers/provider';
import { templatesAr } from './templates-ar';
import { templatesEn, type TemplateKey } from './templates-en';

export type { TemplateKey };

const CATALOGUES: Record<Locale, Record<TemplateKey, { subject: string; text: string }>> = {
  en: templatesEn,
  ar: templatesAr,
};

/** A contact change is one event written three ways: which one is `vars.change`. */
export function templateKeyOf(event: MessageEvent, vars: MessageVars): TemplateKey {
  if (event === 'contact_changed') {
    const change =
      vars.change === 'email_removed' || vars.change === 'phone' ? vars.change : 'email';
    return `contact_changed.${change}`;
  }
  return event;
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const toArabicIndic = (value: string) =>
  value.replace(/\d/g, (digit) => ARABIC_INDIC[Number(digit)] ?? digit);

/** The values as `locale` writes them before fillTemplate formats the numbers. */
function localisedVars(locale: Locale, vars: MessageVars): MessageVars {
  const filled: MessageVars = { ...vars };
  if (typeof vars.number === 'string' && locale === 'ar')
    filled.number = toArabicIndic(vars.number);
  return filled;
}

/**
 * The message in `locale`: amounts and minutes in the locale's digits (fillTemplate), the
 * order number too but without a thousands separator (#١٢٣٤, not #١٬٢٣٤). A PIN, a link and
 * an address stay as they are: they are typed or tapped.
 */
export function renderMessage(
  event: MessageEvent,
  locale: Locale,
  vars: MessageVars,
): { subject: string; text: string } {
  const template = CATALOGUES[locale][templateKeyOf(event, vars)];
  const filled = localisedVars(locale, vars);
  return {
    subject: fillTemplate(locale, template.subject, filled),
    text: fillTemplate(locale, template.text, filled),
  };
}

/**
 * The template's slots in the order they first appear in its English text: the numbered
 * parameters ({{1}}, {{2}}...) of the WhatsApp template of the same name, which the shop
 * registers with Meta in both languages (docs/operations.md, "Messages").
 */
export function templateParams(event: MessageEvent, vars: MessageVars): string[] {
  const text = templatesEn[templateKeyOf(event, vars)].text;
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)];
}

/**
 * The values of templateParams in order, each written as renderMessage writes it in `locale`
 * (Arabic-Indic digits in Arabic): what a WhatsApp template's {{1}}, {{2}}... receive, so the
 * approved template reads exactly like the text the shop renders. A missing value is empty.
 */
export function templateParamValues(
  event: MessageEvent,
  locale: Locale,
  vars: MessageVars,
): string[] {
  const filled = localisedVars(locale, vars);
  return templateParams(event, vars).map((name) => {
    const value = filled[name];
    return value === undefined ? '' : formatParam(locale, value);
  });
}
