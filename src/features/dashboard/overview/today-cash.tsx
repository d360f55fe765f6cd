import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import ShopLink from '@/components/ui/shop-link';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { useCashDay } from '../api/staff-cash';
import { cashTotals } from '../cash/cash-model';
import { DifferenceFlag } from '../cash/difference-flag';

/** How the drivers' days stand: some still open, or all closed (and how many). */
function driversLine(drivers: number, open: number): { key: string; count: number } {
  return open === 0
    ? { key: 'today.allClosed', count: drivers }
    : { key: 'today.stillOpen', count: open };
}

/**
 * The overview's cash position (admins only: GET /admin/cash is theirs): today's cash over
 * every driver, what was due, what was recorded at the doors and the difference so far, how
 * many drivers' days are still open, and the way to the cash screen.
 */
export function TodayCash({ today }: { today: string }) {
  const { t } = useTranslation('cash');
  const locale = useLocale();
  const { data, error, mutate } = useCashDay(today, locale);
  const current = data?.date === today ? data : undefined;
  const totals = current ? cashTotals(current.drivers) : undefined;
  const line = totals ? driversLine(totals.drivers, totals.open) : undefined;

  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby="overview-cash"
      data-testid="today-cash"
      sx={{ p: 2, borderTop: 4, borderTopColor: 'secondary.main' }}
    >
      <Typography id="overview-cash" component="h2" variant="h4">
        {t('today.title')}
      </Typography>
      {error && !current ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !totals || !line ? (
        <Skeleton variant="rounded" height={96} sx={{ mt: 1.5 }} />
      ) : (
        <>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
              gap: 1,
              m: 0,
              mt: 1.5,
            }}
          >
            <Box>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('card.expected')}
              </Typography>
              <Typography component="dd" variant="h3" sx={{ m: 0 }} data-testid="cash-expected">
                {formatMoney(totals.expected, locale)}
              </Typography>
            </Box>
            <Box>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('card.received')}
              </Typography>
              <Typography component="dd" variant="h3" sx={{ m: 0 }} data-testid="cash-received">
                {formatMoney(totals.received, locale)}
              </Typography>
            </Box>
            <Box>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('card.differenceSoFar')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mt: 0.5 }}>
                <DifferenceFlag difference={totals.difference} testId="cash-difference" />
              </Typography>
            </Box>
          </Box>
          <Typography sx={{ mt: 1.5 }} data-testid="cash-drivers">
            {totals.drivers === 0
              ? t('today.noDrivers')
              : t(line.key, { count: line.count, formatted: formatNumber(line.count, locale) })}
          </Typography>
        </>
      )}
      <Button component={ShopLink} href="/dashboard/cash" sx={{ mt: 1 }}>
        {t('today.open')}
      </Button>
    </Card>
  );
}
