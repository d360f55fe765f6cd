import type { Locale } from '@/lib/i18n/locales';
import { AppError } from '@/server/errors/app-error';
import { egp } from '@/server/money';

// Why an order cannot be placed for its address's zone, in the shopper's words.

/** The zone's minimum order is not reached: said on the order's lines. */
export function belowMinimum(
  zone: { area_en: string; area_ar: string; min_order_cents: number },
  locale: Locale,
): AppError {
  const params = {
    area: locale === 'ar' ? zone.area_ar : zone.area_en,
    amount: egp(zone.min_order_cents),
  };
  return new AppError('invalid_input', {
    message: 'error.below_min_order',
    params,
    errors: { items: { key: 'error.below_min_order', params } },
  });
}

/**
 * The address's zone was switched off by the shop after the address was saved: the address
 * stays (the shopper sees it and may change its area), but it takes no orders.
 */
export function zoneInactive(zone: { area_en: string; area_ar: string }, locale: Locale): AppError {
  const params = { area: locale === 'ar' ? zone.area_ar : zone.area_en };
  return new AppError('conflict', {
    message: 'error.zone_inactive',
    params,
    errors: { address_id: { key: 'error.zone_inactive', params } },
  });
}
