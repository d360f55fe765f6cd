import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'next-i18next/pages';

/**
 * Says, at the top of a screen, that its rows are examples: the marketplace screens (sellers,
 * payouts, brands...) have nothing to show for a single poultry shop, so they run on the mock
 * layer's sample data. A note, not an alert: it is read in its place, not announced.
 */
export function SampleDataNotice() {
  const { t } = useTranslation('dashboard');
  return (
    <Alert severity="info" variant="outlined" role="note" sx={{ mb: 3 }} data-testid="sample-data">
      <AlertTitle>{t('sampleData.title')}</AlertTitle>
      {t('sampleData.message')}
    </Alert>
  );
}
