import type { Address } from '@/contracts/address';
import type { AddressRow } from '@/server/db/schema';

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    recipient: row.recipient,
    phone: row.phone,
    zone_id: row.zone_id,
    city: row.city,
    street: row.street,
    building: row.building,
    floor: row.floor,
    apartment: row.apartment,
    landmark: row.landmark,
    notes: row.notes,
    is_default: row.is_default === 1,
  };
}
