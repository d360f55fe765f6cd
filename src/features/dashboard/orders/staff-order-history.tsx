import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { OrderStatusChip } from '@/components/order/order-status-chip';
import type { OrderHistoryEntry } from '@/contracts/order';
import { formatDateTime } from '@/lib/format/date';
import { useLocale } from '@/lib/i18n/use-locale';

/** Every move of the order, oldest first: to what, when, by whom, and the note kept with it. */
export function StaffOrderHistory({ history }: { history: readonly OrderHistoryEntry[] }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {history.map((entry) => (
        <Box
          component="li"
          key={`${entry.status}-${entry.at}`}
          data-testid="order-history-entry"
          sx={{
            py: 1,
            borderInlineStart: 2,
            borderColor: 'divider',
            ps: 1.5,
            '&:not(:last-child)': { pb: 1.5 },
          }}
        >
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <OrderStatusChip status={entry.status} label={t(`orderStatus.${entry.status}`)} />
            <Typography variant="body2" color="text.secondary" component="span">
              {formatDateTime(entry.at, locale)}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="span">
              {t('orderPage.historyBy', { role: t(`orderPage.roles.${entry.by_role}`) })}
            </Typography>
          </Stack>
          {entry.note ? (
            <Typography variant="body2" dir="auto" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
              {entry.note}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
