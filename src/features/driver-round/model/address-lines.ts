import type { TFunction } from 'i18next';
import type { Order } from '@/contracts/order';

/**
 * Where the order goes, as a driver reads it: street and building, then floor and flat, then
 * city; the zone, landmark and the address's own notes are said apart. The dashboard's
 * deliveryAddressLines (dashboard/orders/order-address.ts) in the driver's own words: the
 * round screen does not load the dashboard's namespace (50 kB in Arabic) for four of its
 * strings, and features do not import each other. Empty parts are left out.
 */
export function stopAddressLines(address: Order['address'], t: TFunction): string[] {
  const separator = t('driver:address.separator');
  const lines = [
    [address.street, address.building && t('driver:address.building', { value: address.building })],
    [
      address.floor && t('driver:address.floor', { value: address.floor }),
      address.apartment && t('driver:address.apartment', { value: address.apartment }),
    ],
    [address.city],
  ];
  return lines
    .map((parts) => parts.filter(Boolean).join(separator))
    .filter((line) => line.length > 0);
}
