import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { AuditSubject } from '@/contracts/audit';
import { useLocale } from '@/lib/i18n/use-locale';
import { fieldKey, type FieldChange } from './audit-model';
import { fieldText, valueText } from './audit-values';

type Props = { changes: FieldChange[]; subject: AuditSubject | null };

/** The fields a write changed, each as its label and "before → after". */
export function AuditChanges({ changes, subject }: Props) {
  const { t } = useTranslation('dashboard');
  const reader = { t, locale: useLocale(), subject };
  if (changes.length === 0) return null;
  return (
    <Box
      component="dl"
      // A long label (a weighed line names its product) wraps in its share of a phone's width
      // instead of squeezing the values to a letter a line.
      sx={{
        display: 'grid',
        gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {changes.map(({ field, before, after }) => (
        <Box key={field} sx={{ display: 'contents' }} data-testid="audit-change">
          <Typography component="dt" variant="body2" color="text.secondary">
            {fieldText(field, fieldKey(field), reader)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {/* A new product has no "before": its fields are shown as they were set. */}
            {before === undefined
              ? valueText(field, after, reader)
              : t('audit.change', {
                  before: valueText(field, before, reader),
                  after: valueText(field, after, reader),
                })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
