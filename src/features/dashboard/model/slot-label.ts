import type { TFunction } from 'i18next';
import type { OrderSlot } from '@/contracts/delivery-slots';
import { formatDate } from '@/lib/format/date';

/**
 * A delivery round as the dashboard names it: "Thu, 26 Nov 2026 · 10:00–13:00". The date is
 * the shop's own day (YYYY-MM-DD), read at noon so no time zone moves it to another day.
 */
export function slotText(slot: OrderSlot, t: TFunction, locale: unknown): string {
  return t('dashboard:slots.label', {
    date: formatDate(`${slot.date}T12:00:00Z`, locale),
    from: slot.from,
    to: slot.to,
  });
}
