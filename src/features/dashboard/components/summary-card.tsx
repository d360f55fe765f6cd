import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import { useTranslation } from 'next-i18next/pages';
import type { DashboardCard } from '@/contracts/dashboard/dashboard-entities';
import { formatMoney } from '@/lib/format/money';
import { formatPercent } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

/**
 * One summary card: this period's amount, the period before, and the change with an arrow
 * that falls when the status is down. The arrow is decorative; the words say the same.
 */
export function SummaryCard({ card }: { card: DashboardCard }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const down = card.status === 'down';
  const Arrow = down ? TrendingDownRounded : TrendingUpRounded;
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="summary-card"
      sx={{ p: 2, borderTop: 4, borderTopColor: `${card.color}.main`, height: '100%' }}
    >
      <Typography component="h2" variant="body1" color="text.secondary" sx={{ fontWeight: 600 }}>
        {card.title}
      </Typography>
      <Typography variant="h3" component="p" sx={{ mt: 1 }}>
        {formatMoney(card.amount1, locale)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('overview.previous', { amount: formatMoney(card.amount2, locale) })}
        </Typography>
        <Typography
          variant="body2"
          data-trend={down ? 'down' : 'up'}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            fontWeight: 700,
            color: down ? 'error.dark' : 'success.dark',
          }}
        >
          <Arrow fontSize="small" aria-hidden />
          {t(down ? 'overview.down' : 'overview.up', {
            percent: formatPercent(card.percentage, locale, 2),
          })}
        </Typography>
      </Box>
    </Card>
  );
}
