import type { TFunction } from 'i18next';
import type { Round } from '@/contracts/driver-rounds';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { deliveryAddressLines } from '../orders/order-address';
import type { ShopIdentity } from '../orders/packing-slip-text';
import { amountToCollect } from './round-plan';

/**
 * The round's sheet as text, for a driver's chat: the shop, the day and driver, then each
 * stop in order with who, where (landmark included), the phone and the amount to collect.
 */
export function roundSheetText(
  round: Round,
  t: TFunction,
  locale: string,
  shop: ShopIdentity,
): string {
  const lines = [
    `${shop.name} · ${shop.phone}`,
    t('rounds:sheetFor', {
      driver: round.driver.name,
      date: formatDate(`${round.date}T12:00:00Z`, locale),
    }),
    '',
  ];
  for (const stop of round.stops) {
    lines.push(
      t('rounds:sheetStop', { position: stop.position, number: stop.number, name: stop.recipient }),
      ...deliveryAddressLines(stop.address, t),
      t('rounds:sheetArea', { area: stop.area }),
      ...(stop.address.landmark
        ? [t('rounds:sheetLandmark', { landmark: stop.address.landmark })]
        : []),
      t('rounds:sheetPhone', { phone: stop.phone }),
      t('rounds:due', { amount: formatMoney(stop.amount_due, locale) }),
      '',
    );
  }
  lines.push(t('rounds:collect', { amount: formatMoney(amountToCollect(round), locale) }));
  return lines.join('\n');
}
