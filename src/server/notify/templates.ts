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

/**
 * The message in `locale`: amounts and minutes in the locale's digits (fillTemplate: Arabic-Indic
 * in Arabic). The order number (DP-261129-00012), a PIN, a link and an address stay as they
 * are: they are read out, typed or tapped, and the order page shows the number so too.
 */
export function renderMessage(
  event: MessageEvent,
  locale: Locale,
  vars: MessageVars,
): { subject: string; text: string } {
  const template = CATALOGUES[locale][templateKeyOf(event, vars)];
  return {
    subject: fillTemplate(locale, template.subject, vars),
    text: fillTemplate(locale, template.text, vars),
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
 * (amounts in Arabic-Indic digits in Arabic): what a WhatsApp template's {{1}}, {{2}}...
 * receive, so the approved template reads exactly like the text the shop renders. A missing
 * value is empty.
 */
export function templateParamValues(
  event: MessageEvent,
  locale: Locale,
  vars: MessageVars,
): string[] {
  return templateParams(event, vars).map((name) => {
    const value = vars[name];
    return value === undefined ? '' : formatParam(locale, value);
  });
}
