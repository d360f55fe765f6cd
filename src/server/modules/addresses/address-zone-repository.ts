import type { Db } from '@/server/db/db-types';
import type { AddressRow } from '@/server/db/schema';

/** What an order needs of its address's delivery zone. */
export interface AddressZone {
  id: number;
  area_en: string;
  area_ar: string;
  fee_cents: number;
  min_order_cents: number;
  active: number;
}

/**
 * One of the user's saved addresses as stored, with its zone, for an order to check and keep
 * a snapshot of. One read: an order's transaction pays a round trip per statement, and these
 * were two (docs/performance.md, "Where an order's CPU goes"). Every address has its zone:
 * zone_id is a foreign key, and zones are switched off, never deleted.
 */
export async function addressWithZone(
  trx: Db,
  userId: number,
  addressId: number,
): Promise<{ address: AddressRow; zone: AddressZone } | undefined> {
  const row = await trx
    .selectFrom('addresses')
    .innerJoin('delivery_zones as zone', 'zone.id', 'addresses.zone_id')
    .selectAll('addresses')
    .select([
      'zone.area_en as zone_area_en',
      'zone.area_ar as zone_area_ar',
      'zone.fee_cents as zone_fee_cents',
      'zone.min_order_cents as zone_min_order_cents',
      'zone.active as zone_active',
    ])
    .where('addresses.user_id', '=', userId)
    .where('addresses.id', '=', addressId)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    zone_area_en,
    zone_area_ar,
    zone_fee_cents,
    zone_min_order_cents,
    zone_active,
    ...address
  } = row;
  const zone = {
    id: address.zone_id,
    area_en: zone_area_en,
    area_ar: zone_area_ar,
    fee_cents: zone_fee_cents,
    min_order_cents: zone_min_order_cents,
    active: zone_active,
  };
  return { address, zone };
}
