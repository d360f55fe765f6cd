import type { TFunction } from 'i18next';
import type { Address } from '@/contracts/address';

/**
 * An address as a driver reads it: street and building, then floor and flat, then city and
 * area. Each line is a list of parts (shown bidi-isolated, so an English street keeps its
 * punctuation inside an Arabic line); empty parts are left out rather than printed blank.
 */
export function addressLines(address: Address, area: string | undefined, t: TFunction): string[][] {
  const lines = [
    [
      address.street,
      address.building && t('addresses:lines.building', { value: address.building }),
    ],
    [
      address.floor && t('addresses:lines.floor', { value: address.floor }),
      address.apartment && t('addresses:lines.apartment', { value: address.apartment }),
    ],
    [address.city, area],
  ];
  return lines
    .map((parts) => parts.filter((part): part is string => Boolean(part)))
    .filter((parts) => parts.length > 0);
}
