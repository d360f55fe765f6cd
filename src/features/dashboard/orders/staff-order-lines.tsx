import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { AmountList, type AmountRow } from '@/components/ui/amount-list';
import type { OrderLine, StaffOrder } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/use-locale';
import { doorCash } from './door-cash';
import { choicesText, kgText, signedMoney, wasWeighed } from './line-weights';

/**
 * What to prepare: each line as a block (its name, then what was ordered of it at what unit
 * price, its total at the line's end), with the weight picked, the choices and, for a line
 * sold by weight, the weighed kg or "to be weighed"; then the customer's notes and the money
 * to collect, with the estimate beside the final total once weighed. `action` (recording the
 * weights) sits under the lines.
 */
export function StaffOrderLines({ order, action }: { order: StaffOrder; action?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  const detail = (line: OrderLine) =>
    line.weight === null
      ? t('orderPage.lineDetail', {
          qty: formatNumber(line.qty, locale),
          unit: line.unit,
          price: money(line.unit_price),
        })
      : t('weights.lineDetail', {
          qty: formatNumber(line.qty, locale),
          weight: kgText(line.weight, t, locale),
          price: money(line.unit_price),
        });
  const weighing = (line: OrderLine) => {
    if (line.weighed_weight !== null) {
      return t('weights.weighed', {
        weight: kgText(line.weighed_weight, t, locale),
        estimate: money(line.estimated_total),
      });
    }
    return line.estimated ? t('weights.toWeigh', { estimate: money(line.estimated_total) }) : '';
  };
  const rows: AmountRow[] = [
    { id: 'subtotal', label: t('orderPage.subtotal'), value: money(order.subtotal) },
    { id: 'delivery', label: t('orderPage.deliveryFee'), value: money(order.delivery_charge) },
  ];
  if (order.credit > 0) {
    rows.push({
      id: 'credit',
      label: t('orderPage.credit'),
      value: signedMoney(-order.credit, locale),
    });
  }
  if (wasWeighed(order)) {
    rows.push(
      { id: 'estimate', label: t('weights.estimateWas'), value: money(order.estimated_total) },
      {
        id: 'difference',
        label: t('weights.difference'),
        value: signedMoney(order.total - order.estimated_total, locale),
      },
    );
  }
  rows.push(...collectRows(order, t, locale));
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.items.map((line) => {
          const choices = choicesText(line);
          const weighed = weighing(line);
          return (
            <Box
              component="li"
              key={line.id}
              data-testid="order-page-line"
              sx={{
                display: 'grid',
                gridTemplateColumns: '1fr auto',
                columnGap: 2,
                py: 1.25,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
              <Typography sx={{ fontWeight: 600, textAlign: 'end', whiteSpace: 'nowrap' }}>
                {money(line.line_total)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
                {detail(line)}
              </Typography>
              {choices ? (
                <Typography variant="body2" sx={{ gridColumn: '1 / -1' }}>
                  {t('weights.choices', { choices })}
                </Typography>
              ) : null}
              {weighed ? (
                <Typography
                  variant="body2"
                  sx={{ gridColumn: '1 / -1', fontWeight: line.estimated ? 600 : undefined }}
                  color={line.estimated ? 'warning.dark' : 'text.primary'}
                >
                  {weighed}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {action}
      {order.notes ? (
        <Box sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography variant="subtitle2" component="h3">
            {t('orderPage.notes')}
          </Typography>
          <Typography dir="auto" sx={{ whiteSpace: 'pre-line' }} data-testid="order-page-notes">
            {order.notes}
          </Typography>
        </Box>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <AmountList testIdPrefix="order-page" rows={rows} />
      </Box>
    </>
  );
}

/**
 * The total to collect; with a cash refund owed to the shopper, the order's total, the cash
 * handed back, and what the driver collects or hands over at the door.
 */
function collectRows(order: StaffOrder, t: (key: string) => string, locale: Locale): AmountRow[] {
  const money = (amount: number) => formatMoney(amount, locale);
  const collect = order.estimated ? t('weights.estimatedToCollect') : t('orderPage.toCollect');
  if (order.cash_back <= 0) return [{ id: 'total', label: collect, value: money(order.total) }];
  const door = doorCash(order);
  return [
    { id: 'total', label: t('orderPage.total'), value: money(order.total) },
    {
      id: 'cash-back',
      label: t('orderPage.cashBack'),
      value: signedMoney(-order.cash_back, locale),
    },
    {
      id: 'door',
      label: door.kind === 'collect' ? collect : t('orderPage.toHandBack'),
      value: money(door.amount),
    },
  ];
}
