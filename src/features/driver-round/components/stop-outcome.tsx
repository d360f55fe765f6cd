import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { DriverStop } from '@/contracts/driver-rounds';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';
import { cashBalance } from '../model/cash-balance';

/**
 * What became of a stop once recorded: the cash taken and the change given back, or why it
 * was not delivered and where the order went (by FAILED_STOP_RULE, as its status now says).
 */
export function StopOutcome({ stop }: { stop: DriverStop }) {
  const { t } = useTranslation('driver');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  if (stop.outcome === 'delivered') {
    const cash = stop.cash_received ?? stop.amount_due;
    const balance = cashBalance(cash, stop.amount_due);
    return (
      <>
        <Typography sx={{ fontWeight: 700 }} color="success.dark" data-testid="stop-outcome">
          {t('stop.outcome.delivered', { cash: money(cash) })}
        </Typography>
        {balance.kind === 'exact' ? null : (
          <Typography color="text.secondary">
            {balance.kind === 'change'
              ? t('stop.outcome.change', { change: money(balance.amount) })
              : t('stop.outcome.short', { short: money(balance.amount) })}
          </Typography>
        )}
      </>
    );
  }
  return (
    <>
      <Typography sx={{ fontWeight: 700 }} color="error.dark" data-testid="stop-outcome">
        {t('stop.outcome.failed', { reason: stop.reason ? t(`reasons.${stop.reason}`) : '' })}
      </Typography>
      {stop.note ? (
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          {t('stop.outcome.note', { note: stop.note })}
        </Typography>
      ) : null}
      <Typography color="text.secondary">
        {stop.status === 'Cancelled' ? t('stop.outcome.cancelled') : t('stop.outcome.backToShop')}
      </Typography>
    </>
  );
}
