import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { useSessionKey } from '@/lib/auth/use-session-key';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';
import { useQueuedOrders } from '../hooks/use-queued-orders';

/**
 * The orders kept on this phone that still wait for a connection, with what each holds, at
 * the top of checkout (after a reload offline too). Another account's are only counted.
 */
export function QueuedOrders() {
  const { t } = useTranslation('order-outbox');
  const locale = useLocale();
  const account = useSessionKey();
  const waiting = (useQueuedOrders() ?? []).filter((entry) => entry.status === 'queued');
  const mine = waiting.filter((entry) => entry.account === account);
  const others = waiting.length - mine.length;
  if (waiting.length === 0) return null;

  return (
    // Across both columns of the checkout's grid, above the steps and the summary.
    <Stack spacing={2} sx={{ gridColumn: '1 / -1' }} data-testid="queued-orders">
      {mine.map((entry) => (
        <Alert key={entry.key} severity="info" role="status">
          <AlertTitle>{t('queued.title')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
            {entry.lines.map((line, index) => (
              <li key={index}>{t('queued.line', { qty: line.qty, name: line.name })}</li>
            ))}
          </Box>
          {t('queued.total', { total: formatMoney(entry.total, locale) })}
        </Alert>
      ))}
      {others > 0 ? <Alert severity="warning">{t('queued.otherAccount')}</Alert> : null}
    </Stack>
  );
}
