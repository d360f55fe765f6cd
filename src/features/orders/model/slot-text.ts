import type { TFunction } from 'i18next';
import type { OrderSlot } from '@/contracts/delivery-slots';
import { formatRound } from '@/lib/format/round';

/**
 * "Delivery: Tomorrow, Sunday 29 November, 4–7 pm" under `key` (detail, list or WhatsApp
 * wording). Without `now` the day is only named: a text that is sent on must not say
 * "tomorrow" once read the next day.
 */
export function slotText(
  slot: OrderSlot,
  t: TFunction,
  locale: unknown,
  key: string,
  now?: number,
): string {
  return t(key, { round: formatRound(slot, t, locale, { now }) });
}
