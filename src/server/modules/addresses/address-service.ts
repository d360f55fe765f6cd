import type { z } from 'zod';
import { MAX_ADDRESSES, type Address, type addressFieldsSchema } from '@/contracts/address';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { lockUser } from '@/server/db/row-lock';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import { toAddress } from './address-mapper';
import {
  activeZoneExists,
  clearDefault,
  countAddresses,
  deleteAddressRow,
  findAddressRow,
  insertAddressRow,
  listAddressRows,
  makeDefault,
  promoteNewest,
  updateAddressRow,
  type AddressValues,
} from './address-repository';

type AddressInput = z.output<typeof addressFieldsSchema>;

const notFound = () => AppError.notFound('error.address_not_found');

function valuesOf(input: AddressInput): AddressValues {
  return {
    label: input.label,
    recipient: input.recipient,
    phone: input.phone,
    zone_id: input.zone_id,
    city: input.city,
    street: input.street,
    building: input.building,
    floor: input.floor,
    apartment: input.apartment,
    landmark: input.landmark,
    notes: input.notes,
  };
}

/**
 * Runs one write to the user's addresses with the user's row locked: the cap and the single
 * default are checked and kept by a read and a write, which another request of the same user
 * must not get between (issue 21: 40 parallel creations kept 26 addresses and 10 defaults).
 */
function asTheUser<T>(db: Db, userId: number, work: (trx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    await lockUser(trx, userId);
    return work(trx);
  });
}

async function assertZone(db: Db, zoneId: number): Promise<void> {
  if (!(await activeZoneExists(db, zoneId)))
    throw AppError.field('zone_id', 'validation.unknown_zone');
}

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  return (await listAddressRows(db, userId)).map(toAddress);
}

export async function getAddress(db: Db, userId: number, id: number): Promise<Address> {
  const row = await findAddressRow(db, userId, id);
  if (!row) throw notFound();
  return toAddress(row);
}

/** The first address is the default; asking for default moves it from the old one. */
export async function createAddress(db: Db, userId: number, input: AddressInput): Promise<Address> {
  await assertZone(db, input.zone_id);
  return asTheUser(db, userId, async (trx) => {
    const count = await countAddresses(trx, userId);
    if (count >= MAX_ADDRESSES) {
      throw AppError.field('body', 'validation.address_limit', { max: MAX_ADDRESSES });
    }
    const isDefault = count === 0 || input.is_default === true;
    if (isDefault) await clearDefault(trx, userId);
    const row = await insertAddressRow(
      trx,
      userId,
      { ...valuesOf(input), is_default: isDefault ? 1 : 0 },
      now(),
    );
    return toAddress(row);
  });
}

export async function updateAddress(
  db: Db,
  userId: number,
  input: AddressInput & { id: number },
): Promise<Address> {
  if (!(await findAddressRow(db, userId, input.id))) throw notFound();
  await assertZone(db, input.zone_id);
  return asTheUser(db, userId, async (trx) => {
    const row = await updateAddressRow(trx, userId, input.id, valuesOf(input), now());
    if (!row) throw notFound();
    if (input.is_default === true && row.is_default === 0) {
      await makeDefault(trx, userId, row.id);
      return toAddress({ ...row, is_default: 1 });
    }
    return toAddress(row);
  });
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await asTheUser(db, userId, async (trx) => {
    const removed = await deleteAddressRow(trx, userId, id);
    if (!removed) throw notFound();
    if (removed.is_default === 1) await promoteNewest(trx, userId);
  });
}
