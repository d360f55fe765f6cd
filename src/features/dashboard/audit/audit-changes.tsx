import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import {
  MONEY_FIELDS,
  fieldKey,
  pictureCount,
  termList,
  type AuditValue,
  type FieldChange,
} from './audit-model';

/** One side of a change in the shop's words: money as money, yes/no, a status's name. */
function useShowValue() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (field: string, value: AuditValue | undefined): string => {
    if (value === undefined || value === null || value === '') return t('audit.none');
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    if (typeof value === 'number') {
      return MONEY_FIELDS.has(field) ? formatMoney(value, locale) : formatNumber(value, locale);
    }
    if (field === 'status') return t(`orderStatus.${value}`, { defaultValue: value });
    if (field === 'unit_code') return t(`products.units.${value}`, { defaultValue: value });
    const words = field === 'terms' ? termList(value) : undefined;
    if (words) return words.join(locale === 'ar' ? '، ' : ', ');
    const pictures = field === 'images' ? pictureCount(value) : undefined;
    if (pictures !== undefined) {
      return t('audit.pictures', { n: formatNumber(pictures, locale) });
    }
    return value;
  };
}

/** The fields a write changed, each as its label and "before → after". */
export function AuditChanges({ changes }: { changes: FieldChange[] }) {
  const { t } = useTranslation('dashboard');
  const show = useShowValue();
  if (changes.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {changes.map(({ field, before, after }) => {
        const key = fieldKey(field);
        return (
          <Box key={field} sx={{ display: 'contents' }} data-testid="audit-change">
            <Typography component="dt" variant="body2" color="text.secondary">
              {key ? t(key) : field}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {/* A new product has no "before": its fields are shown as they were set. */}
              {before === undefined
                ? show(field, after)
                : t('audit.change', { before: show(field, before), after: show(field, after) })}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
