import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import type { StaffOrder } from '@/contracts/order';
import { formatDateTime } from '@/lib/format/date';
import { doorCash } from './door-cash';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';
import { slotText } from '../model/slot-label';
import { signedMoney, wasWeighed } from './line-weights';
import { deliveryAddressLines } from './order-address';
import { PackingSlipLines } from './packing-slip-lines';
import type { ShopIdentity } from './packing-slip-text';

export const PACKING_SLIP_ID = 'packing-slip';

/**
 * The packing slip: what goes in the bag and on it. Black on white, one column that wraps, so
 * the same sheet prints on A4, A5 and an 80 mm receipt roll: the shop, a large order number,
 * who and where (landmark included), the lines with their quantities, the notes, and the
 * total to collect.
 */
export function PackingSlip({ order, shop }: { order: StaffOrder; shop: ShopIdentity }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  const door = doorCash(order);
  const { address, customer } = order;
  const otherRecipient = address.recipient !== customer.name || address.phone !== customer.phone;
  const rule = { borderTop: '1px dashed', borderColor: 'common.black', my: '0.6em' } as const;
  return (
    <Box
      component="article"
      id={PACKING_SLIP_ID}
      aria-label={t('slip.heading')}
      sx={{
        color: 'common.black',
        bgcolor: 'common.white',
        lineHeight: 1.35,
        '& p': { m: 0 },
        '& h1, & h2': { m: 0 },
      }}
    >
      <Box component="header" sx={{ textAlign: 'center' }}>
        <Box component="p" sx={{ fontWeight: 700, fontSize: '1.15em' }}>
          {shop.name}
        </Box>
        <Box component="p" dir="ltr">
          {shop.phone}
        </Box>
        <Box component="p" sx={{ mt: '0.4em', fontSize: '0.9em' }}>
          {t('slip.heading')}
        </Box>
        <Box
          component="h1"
          dir="ltr"
          data-testid="slip-number"
          // Narrowed on an 80 mm roll (72 mm printable) so the number stays on one line.
          sx={{
            fontSize: 'min(2.2em, 10vw)',
            fontWeight: 800,
            letterSpacing: '0.02em',
            lineHeight: 1.15,
            overflowWrap: 'anywhere',
          }}
        >
          {order.number}
        </Box>
        <Box component="p" sx={{ fontSize: '0.9em' }}>
          {formatDateTime(order.created_at, locale)}
        </Box>
      </Box>
      <Box sx={rule} />
      <Box component="section" data-testid="slip-customer">
        <Box component="h2" sx={{ fontSize: '0.85em', fontWeight: 700 }}>
          {t('slip.customer')}
        </Box>
        <Box component="p" sx={{ fontSize: '1.25em', fontWeight: 700 }}>
          {customer.name}
        </Box>
        <Box component="p" sx={{ fontSize: '1.25em' }}>
          <span dir="ltr">{customer.phone}</span>
        </Box>
        {otherRecipient ? (
          <Box component="p">
            {t('orderPage.recipient', { name: address.recipient })}{' '}
            <span dir="ltr">{address.phone}</span>
          </Box>
        ) : null}
      </Box>
      <Box component="section" data-testid="slip-address" sx={{ mt: '0.6em' }}>
        <Box component="h2" sx={{ fontSize: '0.85em', fontWeight: 700 }}>
          {t('slip.deliverTo')}
        </Box>
        {order.slot ? (
          <Box component="p" sx={{ fontWeight: 800 }} data-testid="slip-slot">
            {t('slots.round', { slot: slotText(order.slot, t, locale) })}
          </Box>
        ) : null}
        <Box component="p" sx={{ fontWeight: 700 }}>
          {t('orderPage.zone', { zone: address.area })}
        </Box>
        {deliveryAddressLines(address, t).map((line) => (
          <Box component="p" key={line}>
            {line}
          </Box>
        ))}
        {address.landmark ? (
          <Box component="p" sx={{ fontWeight: 700 }}>
            {t('orderPage.landmark', { value: address.landmark })}
          </Box>
        ) : null}
        {address.notes ? (
          <Box component="p">{t('orderPage.addressNotes', { value: address.notes })}</Box>
        ) : null}
      </Box>
      <Box sx={rule} />
      <PackingSlipLines items={order.items} />
      {order.notes ? (
        <Box
          component="section"
          data-testid="slip-notes"
          sx={{ mt: '0.6em', p: '0.4em', border: '2px solid', borderColor: 'common.black' }}
        >
          <Box component="h2" sx={{ fontSize: '0.85em', fontWeight: 700 }}>
            {t('slip.notes')}
          </Box>
          <Box component="p" dir="auto" sx={{ whiteSpace: 'pre-line', fontWeight: 700 }}>
            {order.notes}
          </Box>
        </Box>
      ) : null}
      <Box sx={rule} />
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          columnGap: '1em',
          '& dd': { m: 0, textAlign: 'end' },
        }}
      >
        <dt>{t('orderPage.subtotal')}</dt>
        <dd>{money(order.subtotal)}</dd>
        <dt>{t('orderPage.deliveryFee')}</dt>
        <dd>{money(order.delivery_charge)}</dd>
        {order.credit > 0 ? (
          <>
            <dt>{t('orderPage.credit')}</dt>
            <dd>{signedMoney(-order.credit, locale)}</dd>
          </>
        ) : null}
        {wasWeighed(order) ? (
          <>
            <dt>{t('weights.estimateWas')}</dt>
            <dd>{money(order.estimated_total)}</dd>
          </>
        ) : null}
        {order.cash_back > 0 ? (
          <>
            <dt>{t('orderPage.total')}</dt>
            <dd>{money(order.total)}</dd>
            <dt>{t('orderPage.cashBack')}</dt>
            <dd>{signedMoney(-order.cash_back, locale)}</dd>
          </>
        ) : null}
        <Box component="dt" sx={{ fontWeight: 800, fontSize: '1.3em', mt: '0.3em' }}>
          {door.kind === 'hand_back'
            ? t('orderPage.toHandBack')
            : order.estimated
              ? t('weights.slipEstimated')
              : t('slip.toCollect')}
        </Box>
        <Box
          component="dd"
          data-testid="slip-total"
          sx={{ fontWeight: 800, fontSize: '1.3em', mt: '0.3em' }}
        >
          {money(door.amount)}
        </Box>
      </Box>
      <Box component="p" sx={{ textAlign: 'center', mt: '0.6em', fontSize: '0.9em' }}>
        {t('slip.cash')}
      </Box>
    </Box>
  );
}
