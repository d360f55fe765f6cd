import type { TFunction } from 'i18next';
import type { Order } from '@/contracts/order';

/**
 * Where an order goes, as a driver reads it: street and building, then floor and flat, then
 * city; the zone, landmark and the address's own notes are said apart by the callers. Empty
 * parts are left out.
 */
export function deliveryAddressLines(address: Order['address'], t: TFunction): string[] {
  const separator = t('dashboard:orderPage.address.separator');
  const lines = [
    [
      address.street,
      address.building && t('dashboard:orderPage.address.building', { value: address.building }),
    ],
    [
      address.floor && t('dashboard:orderPage.address.floor', { value: address.floor }),
      address.apartment && t('dashboard:orderPage.address.apartment', { value: address.apartment }),
    ],
    [address.city],
  ];
  return lines
    .map((parts) => parts.filter(Boolean).join(separator))
    .filter((line) => line.length > 0);
}
