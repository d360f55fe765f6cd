import type { TFunction } from 'i18next';
import type { OrderSlot } from '@/contracts/delivery-slots';
import { formatRound } from '@/lib/format/round';

/**
 * A delivery round as the dashboard names it, in the words the shopper reads and the page's
 * digits: "Tomorrow, Sunday 29 November, 4–7 pm". Without `now` (a slip that is printed or
 * sent on) the day is only named, never "tomorrow".
 */
export function slotText(slot: OrderSlot, t: TFunction, locale: unknown, now?: number): string {
  return formatRound(slot, t, locale, { now });
}
