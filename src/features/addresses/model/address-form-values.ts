import type { Address, AddressFields } from '@/contracts/address';

/** The address form's fields, in the order they are shown (server errors land on these). */
export const ADDRESS_FIELD_NAMES = [
  'recipient',
  'phone',
  'zone_id',
  'city',
  'street',
  'building',
  'floor',
  'apartment',
  'landmark',
  'notes',
  'label',
  'is_default',
] as const satisfies readonly (keyof AddressFields)[];

/** Who a new address is for until the shopper says otherwise: the account's name and phone. */
export type AddressContact = { name: string; phone: string };

/**
 * Text inputs hold strings; the zone select holds its option's value (the id as text). A new
 * address is most often the shopper's own: the account's name and phone are filled in.
 */
export function emptyAddressValues(zoneId?: number, contact?: AddressContact): AddressFields {
  return {
    label: '',
    recipient: contact?.name ?? '',
    phone: contact?.phone ?? '',
    zone_id: zoneId ? String(zoneId) : '',
    city: '',
    street: '',
    building: '',
    floor: '',
    apartment: '',
    landmark: '',
    notes: '',
    is_default: false,
  };
}

export function addressToValues(address: Address): AddressFields {
  return {
    label: address.label,
    recipient: address.recipient,
    phone: address.phone,
    zone_id: String(address.zone_id),
    city: address.city,
    street: address.street,
    building: address.building,
    floor: address.floor,
    apartment: address.apartment,
    landmark: address.landmark,
    notes: address.notes,
    is_default: address.is_default,
  };
}
