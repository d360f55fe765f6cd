import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

/**
 * Says how many errors a failed submit found (useErrorFocus' `errorCount`), politely: focus
 * has just moved to the first of them, whose label and reason are read first. Always in the
 * page, as a live region must be before its text changes; hidden, since each error shows by
 * its field. A live region without the status role: the form's own outcome (saved, sent) is
 * its status.
 */
export function FormErrorCount({ count }: { count: number | undefined }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <Box component="span" sx={visuallyHiddenSx} aria-live="polite" aria-atomic="true">
      {count ? t('formErrors.count', { count, n: formatNumber(count, locale) }) : null}
    </Box>
  );
}
