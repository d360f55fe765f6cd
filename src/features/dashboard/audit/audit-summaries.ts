import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { formatSlotTimes } from '@/lib/format/slot';
import { kgText } from '../orders/line-weights';

/*
 * The server keeps a few fields as one line of text for whoever reads the log (see
 * item-options.ts and slot-schedule-service.ts): a list of kg, a list of preparation choices,
 * a weekday's rounds. Read back here into the reader's words; a line that does not parse is
 * shown as stored.
 */

/** The language's list separator: «، » in Arabic. */
export const listJoin = (locale: string) => (locale === 'ar' ? '، ' : ', ');

/** `0.5, 1, 1.5` (kg): «٠٫٥ كجم، ١ كجم، ١٫٥ كجم». */
export function weightsText(value: string, t: TFunction, locale: string): string | undefined {
  const weights = value.split(',').map((part) => Number(part.trim()));
  if (weights.some((kg) => !Number.isFinite(kg) || kg <= 0)) return undefined;
  return weights.map((kg) => kgText(kg, t, locale)).join(listJoin(locale));
}

const OPTION = /^(\w+): (.*) \/ (.*) \(\+(\d+(?:\.\d+)?)\)$/;

/** `cut: Quarters / ٤ أرباع (+2.5); skin: ...`: each choice in the reader's language. */
export function optionsText(value: string, t: TFunction, locale: string): string | undefined {
  const parsed = value.split('; ').map((part) => OPTION.exec(part));
  if (parsed.some((match) => !match)) return undefined;
  return parsed
    .map((match) => {
      const [, group = '', nameEn = '', nameAr = '', delta = '0'] = match ?? [];
      return t('audit.option', {
        group: t(`productOptions.groups.${group}`, { defaultValue: group }),
        name: locale === 'ar' ? nameAr : nameEn,
        delta:
          Number(delta) > 0
            ? t('audit.optionDelta', { amount: formatMoney(Number(delta), locale) })
            : '',
      });
    })
    .join(listJoin(locale));
}

const ROUND = /^(\d{2}:\d{2})-(\d{2}:\d{2}) x(\d+) -(\d+)min zones:(\S+) (on|off)$/;

/** `10:00-13:00 x15 -120min zones:all on; ...`: each round as a sentence. */
export function roundsText(value: string, t: TFunction, locale: string): string | undefined {
  const parsed = value.split('; ').map((part) => ROUND.exec(part));
  if (parsed.some((match) => !match)) return undefined;
  return parsed
    .map((match) => {
      const [, from = '', to = '', capacity = '0', cutoff = '0', zones = '', state = ''] =
        match ?? [];
      const zoneIds = zones === 'all' ? [] : zones.replace(/[[\]]/g, '').split(',').map(Number);
      return t('audit.round', {
        times: formatSlotTimes({ from, to }, locale),
        capacity: formatNumber(Number(capacity), locale),
        cutoff: formatNumber(Number(cutoff), locale),
        zones:
          zoneIds.length === 0
            ? t('audit.allZones')
            : t('audit.someZones', {
                ids: zoneIds.map((id) => formatNumber(id, locale)).join(listJoin(locale)),
              }),
        state: t(state === 'on' ? 'audit.roundOn' : 'audit.roundOff'),
      });
    })
    .join(locale === 'ar' ? '؛ ' : '; ');
}
