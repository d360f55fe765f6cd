import type { TFunction } from 'i18next';
import type { OrderSlot } from '@/contracts/delivery-slots';
import { formatSlotDate, formatSlotTimes } from '@/lib/format/slot';

/** "Delivery: Thu, 26 Nov, 10:00–13:00" under `key` (detail, list or WhatsApp wording). */
export function slotText(slot: OrderSlot, t: TFunction, locale: unknown, key: string): string {
  return t(key, { date: formatSlotDate(slot.date, locale), times: formatSlotTimes(slot, locale) });
}
