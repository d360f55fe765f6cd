import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { OrderStatusChip } from '@/components/order/order-status-chip';
import type { SummaryPeriod } from '@/contracts/shop-summary';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = { id: 'today' | 'week'; period: SummaryPeriod };

/** Today's or this week's orders and revenue, then the statuses that have any orders. */
export function PeriodCard({ id, period }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const headingId = `overview-${id}`;
  const statuses = period.by_status.filter((entry) => entry.orders > 0);
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`period-${id}`}
      sx={{ p: 2, borderTop: 4, borderTopColor: 'primary.main' }}
    >
      <Typography id={headingId} component="h2" variant="h4">
        {t(`overview.${id}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('overview.since', { date: formatDate(period.since, locale) })}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0, mt: 1.5 }}
      >
        <Box>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('overview.orders')}
          </Typography>
          <Typography component="dd" variant="h3" sx={{ m: 0 }} data-testid={`${id}-orders`}>
            {formatNumber(period.orders, locale)}
          </Typography>
        </Box>
        <Box>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('overview.revenue')}
          </Typography>
          <Typography component="dd" variant="h3" sx={{ m: 0 }} data-testid={`${id}-revenue`}>
            {formatMoney(period.revenue, locale)}
          </Typography>
        </Box>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('overview.revenueHint')}
      </Typography>
      {statuses.length > 0 ? (
        <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0 }}>
          {statuses.map((entry) => (
            <Stack
              component="li"
              key={entry.status}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <OrderStatusChip status={entry.status} label={t(`orderStatus.${entry.status}`)} />
              <Typography variant="body2" sx={{ flexGrow: 1, textAlign: 'end' }}>
                {/* Words between the count and the amount: «١ · ٨٠٠ ج.م.» read as one number. */}
                {t('overview.statusLine', {
                  count: entry.orders,
                  formatted: formatNumber(entry.orders, locale),
                  total: formatMoney(entry.total, locale),
                })}
              </Typography>
            </Stack>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('overview.noOrdersInPeriod')}
        </Typography>
      )}
    </Card>
  );
}
