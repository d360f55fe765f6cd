import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import type { Round } from '@/contracts/driver-rounds';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { deliveryAddressLines } from '../orders/order-address';
import type { ShopIdentity } from '../orders/packing-slip-text';
import { amountToCollect } from './round-plan';

export const ROUND_SHEET_ID = 'round-sheet';

/**
 * The driver's round sheet: black on white in one column that wraps, so it prints on A4 and on
 * an 80 mm roll alike. The shop, the day and driver; then each stop in driving order (who,
 * where with the landmark, the phone, the amount to collect, a line to sign); the total.
 */
export function RoundSheet({ round, shop }: { round: Round; shop: ShopIdentity }) {
  const { t } = useTranslation(['rounds', 'dashboard']);
  const locale = useLocale();
  const rule = { borderTop: '1px dashed', borderColor: 'common.black', my: '0.6em' } as const;
  return (
    <Box
      component="article"
      id={ROUND_SHEET_ID}
      aria-label={t('rounds:sheetHeading')}
      sx={{ color: 'common.black', bgcolor: 'common.white', lineHeight: 1.35, '& p': { m: 0 } }}
    >
      <Box component="header" sx={{ textAlign: 'center' }}>
        <Box component="p" sx={{ fontWeight: 700, fontSize: '1.15em' }}>
          {shop.name}
        </Box>
        <Box component="p" dir="ltr">
          {shop.phone}
        </Box>
        <Box component="h1" sx={{ fontSize: '1.4em', m: 0 }}>
          {t('rounds:sheetFor', {
            driver: round.driver.name,
            date: formatDate(`${round.date}T12:00:00Z`, locale),
          })}
        </Box>
        {round.slot ? (
          <Box component="p">
            {t('rounds:sheetSlot', { from: round.slot.from, to: round.slot.to })}
          </Box>
        ) : null}
      </Box>
      <Box component="ol" sx={{ p: 0, m: 0 }}>
        {round.stops.map((stop) => (
          <Box
            component="li"
            key={stop.order_id}
            data-testid="sheet-stop"
            sx={{ listStyle: 'none', breakInside: 'avoid' }}
          >
            <Box sx={rule} />
            <Box component="p" sx={{ fontWeight: 700, fontSize: '1.1em' }}>
              {t('rounds:stopNumber', { position: formatNumber(stop.position, locale) })}{' '}
              <bdi dir="ltr">{stop.number}</bdi>
              {t('rounds:separator')}
              {stop.recipient}
            </Box>
            {deliveryAddressLines(stop.address, t).map((line) => (
              <Box component="p" key={line}>
                {line}
              </Box>
            ))}
            <Box component="p">{t('rounds:sheetArea', { area: stop.area })}</Box>
            {stop.address.landmark ? (
              <Box component="p" sx={{ fontWeight: 700 }}>
                {t('rounds:sheetLandmark', { landmark: stop.address.landmark })}
              </Box>
            ) : null}
            <Box component="p">
              {t('rounds:sheetPhoneLabel')} <bdi dir="ltr">{stop.phone}</bdi>
            </Box>
            <Box component="p" sx={{ fontWeight: 700, fontSize: '1.15em' }}>
              {t('rounds:due', { amount: formatMoney(stop.amount_due, locale) })}
            </Box>
            <Box component="p" sx={{ mt: '1.2em' }}>
              {t('rounds:signature')}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={rule} />
      <Box component="p" sx={{ fontWeight: 800, fontSize: '1.2em' }} data-testid="sheet-total">
        {t('rounds:collect', { amount: formatMoney(amountToCollect(round), locale) })}
      </Box>
      <Box component="p" sx={{ mt: '1.5em' }}>
        {t('rounds:driverSignature')}
      </Box>
    </Box>
  );
}
