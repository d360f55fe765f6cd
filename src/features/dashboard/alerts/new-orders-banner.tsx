import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { useOrderAlerts } from './order-alerts';

/** Above the queue while orders are new: how many, and one tap to mark them all as seen. */
export function NewOrdersBanner() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { count, markAllSeen } = useOrderAlerts();
  if (count === 0) return null;
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" onClick={markAllSeen}>
          {t('alerts.markAllSeen')}
        </Button>
      }
    >
      {t('alerts.newOrders', { count, formatted: formatNumber(count, locale) })}
    </Alert>
  );
}
