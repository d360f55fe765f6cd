import type { TFunction } from 'i18next';
import type { Order } from '@/contracts/order';

/** The order's address in reading lines of parts (see the address book's addressLines). */
export function orderAddressLines(address: Order['address'], t: TFunction): string[][] {
  const lines = [
    [address.street, address.building && t('orders:address.building', { value: address.building })],
    [
      address.floor && t('orders:address.floor', { value: address.floor }),
      address.apartment && t('orders:address.apartment', { value: address.apartment }),
    ],
    [address.city, address.area],
  ];
  return lines
    .map((parts) => parts.filter((part): part is string => Boolean(part)))
    .filter((parts) => parts.length > 0);
}
