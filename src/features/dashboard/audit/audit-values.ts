import type { TFunction } from 'i18next';
import type { AuditSubject } from '@/contracts/audit';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { kgText } from '../orders/line-weights';
import { MONEY_FIELDS, pictureCount, termList, type AuditValue } from './audit-model';
import { listJoin, optionsText, roundsText, weightsText } from './audit-summaries';
import { lineOfField } from '@/contracts/audit-constants';

/** Counted in the product's unit: «٣ كجم», "12 trays". */
const QUANTITY_FIELDS: ReadonlySet<string> = new Set(['stock', 'max_per_order']);

interface Reader {
  t: TFunction;
  locale: string;
  subject: AuditSubject | null;
}

function numberText(field: string, value: number, { t, locale, subject }: Reader): string {
  if (MONEY_FIELDS.has(field)) return formatMoney(value, locale);
  if (lineOfField(field) !== undefined) return kgText(value, t, locale);
  if (field === 'weekday') return t(`rounds.weekdays.${value}`, { defaultValue: String(value) });
  const n = formatNumber(value, locale, 3);
  if (QUANTITY_FIELDS.has(field) && subject?.unit_code) {
    return t('audit.quantity', { n, unit: t(`overview.units.${subject.unit_code}`) });
  }
  return n;
}

function textOf(field: string, value: string, reader: Reader): string {
  const { t, locale } = reader;
  switch (field) {
    case 'status':
      // An order's status, or a complaint's (Accepted and Rejected are a complaint's only).
      return t(`orderStatus.${value}`, {
        defaultValue: t(`refunds.status.${value}`, { defaultValue: value }),
      });
    case 'remedy':
      return t(`refunds.remedies.${value}`, { defaultValue: value });
    case 'unit_code':
      return t(`products.units.${value}`, { defaultValue: value });
    case 'terms':
      return termList(value)?.join(listJoin(locale)) ?? value;
    case 'images': {
      const pictures = pictureCount(value);
      return pictures === undefined
        ? value
        : t('audit.pictures', { n: formatNumber(pictures, locale) });
    }
    case 'weight_options':
      return weightsText(value, t, locale) ?? value;
    case 'options':
      return optionsText(value, t, locale) ?? value;
    case 'rounds':
      return roundsText(value, t, locale) ?? value;
    default:
      return value;
  }
}

/** One side of a change in the shop's words: money as money, kg as kg, a status's name. */
export function valueText(field: string, value: AuditValue | undefined, reader: Reader): string {
  const { t } = reader;
  if (value === undefined || value === null || value === '') return t('audit.none');
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  if (typeof value === 'number') return numberText(field, value, reader);
  return textOf(field, value, reader);
}

/** A field's label: its words, or for a weighed line the product and its place in the order. */
export function fieldText(field: string, fieldKey: string | undefined, reader: Reader): string {
  const { t, locale, subject } = reader;
  const lineId = lineOfField(field);
  if (lineId !== undefined) {
    const line = subject?.lines[String(lineId)];
    return line
      ? t('audit.lineWeight.named', {
          name: line.name,
          position: formatNumber(line.position, locale),
        })
      : t('audit.lineWeight.unknown');
  }
  return fieldKey ? t(fieldKey) : field;
}
