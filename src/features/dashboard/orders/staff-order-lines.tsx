import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { AmountList } from '@/components/ui/amount-list';
import type { StaffOrder } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

/**
 * What to prepare: each line as a block (its name, then what was ordered of it at what unit
 * price, its total at the line's end), so a weighed weight and preparation choices fit under
 * the name as further rows; then the customer's notes and the money to collect.
 */
export function StaffOrderLines({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.items.map((line) => (
          <Box
            component="li"
            key={line.item_id}
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
              {t('orderPage.lineDetail', {
                qty: formatNumber(line.qty, locale),
                unit: line.unit,
                price: money(line.price),
              })}
            </Typography>
          </Box>
        ))}
      </Box>
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
        <AmountList
          testIdPrefix="order-page"
          rows={[
            { id: 'subtotal', label: t('orderPage.subtotal'), value: money(order.subtotal) },
            {
              id: 'delivery',
              label: t('orderPage.deliveryFee'),
              value: money(order.delivery_charge),
            },
            { id: 'total', label: t('orderPage.toCollect'), value: money(order.total) },
          ]}
        />
      </Box>
    </>
  );
}
