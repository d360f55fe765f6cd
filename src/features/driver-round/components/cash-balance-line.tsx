import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';
import type { CashBalance } from '../model/cash-balance';

/**
 * What the cash typed leaves, said as it is typed: the change to give back, or how much is
 * still short. A live region, so a screen reader hears it too; empty until the cash is an
 * amount.
 */
export function CashBalanceLine({ balance }: { balance: CashBalance | undefined }) {
  const { t } = useTranslation('driver');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  const text = !balance
    ? ''
    : balance.kind === 'change'
      ? t('delivered.change', { amount: money(balance.amount) })
      : balance.kind === 'short'
        ? t('delivered.short', { amount: money(balance.amount) })
        : t('delivered.noChange');
  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="h4"
      component="p"
      color={balance?.kind === 'short' ? 'error.dark' : 'success.dark'}
      data-testid="cash-balance"
      sx={{ minHeight: '1.4em' }}
    >
      {text}
    </Typography>
  );
}
