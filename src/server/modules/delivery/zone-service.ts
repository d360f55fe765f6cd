import type { z } from 'zod';
import type { StaffDeliveryZone, zoneUpdateBodySchema } from '@/contracts/delivery-zones';
import type { Locale } from '@/lib/i18n/locales';
import { catalogueChanged } from '@/server/cache';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import type { Role } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import { egp, toCents } from '@/server/money';
import { recordStaffWrite, type AuditFields } from '@/server/modules/audit';
import { toStaffZone } from './zone-mapper';
import {
  allZoneRows,
  lockZoneRow,
  updateZoneRow,
  type ZoneChanges,
  type ZoneRow,
} from './zone-repository';

type ZoneUpdate = z.output<typeof zoneUpdateBodySchema>;

/** What staff may change of a zone, as the API and the audit log speak of it. */
interface ZoneFields {
  fee: number;
  min_order: number;
  is_active: boolean;
  area_ar: string;
  area_en: string;
  eta_ar: string;
  eta_en: string;
}
type ZoneField = keyof ZoneFields;

function fieldsOf(row: ZoneRow): ZoneFields {
  return {
    fee: egp(row.fee_cents),
    min_order: egp(row.min_order_cents),
    is_active: row.active === 1,
    area_ar: row.area_ar,
    area_en: row.area_en,
    eta_ar: row.eta_ar,
    eta_en: row.eta_en,
  };
}

function requested(body: ZoneUpdate): Partial<ZoneFields> {
  const wanted: Partial<ZoneFields> = { ...body.names };
  if (body.fee !== undefined) wanted.fee = body.fee;
  if (body.min_order !== undefined) wanted.min_order = body.min_order;
  if (body.is_active !== undefined) wanted.is_active = body.is_active;
  return wanted;
}

function columnsOf(fields: Partial<ZoneFields>): ZoneChanges {
  return {
    ...(fields.fee === undefined ? {} : { fee_cents: toCents(fields.fee) }),
    ...(fields.min_order === undefined ? {} : { min_order_cents: toCents(fields.min_order) }),
    ...(fields.is_active === undefined ? {} : { active: fields.is_active ? 1 : 0 }),
    ...(fields.area_ar === undefined ? {} : { area_ar: fields.area_ar }),
    ...(fields.area_en === undefined ? {} : { area_en: fields.area_en }),
    ...(fields.eta_ar === undefined ? {} : { eta_ar: fields.eta_ar }),
    ...(fields.eta_en === undefined ? {} : { eta_en: fields.eta_en }),
  };
}

/** The audit log's plain fields: `keys` of `fields`. */
const auditOf = (fields: Partial<ZoneFields>, keys: readonly ZoneField[]): AuditFields =>
  Object.fromEntries(keys.map((key) => [key, fields[key] ?? null]));

function only(fields: Partial<ZoneFields>, keys: readonly ZoneField[]): Partial<ZoneFields> {
  const kept: Partial<ZoneFields> = {};
  for (const key of keys) Object.assign(kept, { [key]: fields[key] });
  return kept;
}

/** GET /admin/delivery-zones: every zone, the inactive ones too. */
export async function listStaffZones(db: Db, locale: Locale): Promise<StaffDeliveryZone[]> {
  return (await allZoneRows(db)).map((row) => toStaffZone(row, locale));
}

/**
 * POST /admin/delivery-zones/{id}: the change and its audit record in one transaction, only
 * the fields that really change; then every cached public answer and page is dropped, so
 * checkout and the zone lists show the new fee or area at once. An inactive zone leaves the
 * public list and takes no orders; addresses in it stay, for the shopper to see and change.
 */
export async function updateZone(
  db: Db,
  id: number,
  body: ZoneUpdate,
  by: { userId: number; role: Role; locale: Locale },
): Promise<StaffDeliveryZone> {
  const outcome = await inTransaction(db, async (trx) => {
    const row = await lockZoneRow(trx, id);
    if (!row) throw AppError.notFound('error.zone_not_found');
    const before = fieldsOf(row);
    const wanted = requested(body);
    const changed = (Object.keys(wanted) as ZoneField[]).filter(
      (key) => wanted[key] !== before[key],
    );
    if (changed.length === 0) return { row, changed: false };
    const updated = await updateZoneRow(trx, id, columnsOf(only(wanted, changed)));
    await recordStaffWrite(trx, {
      userId: by.userId,
      role: by.role,
      action: 'zone.update',
      entity: 'zone',
      entityId: id,
      before: auditOf(before, changed),
      after: auditOf(wanted, changed),
      at: now(),
    });
    return { row: updated, changed: true };
  });
  if (outcome.changed) catalogueChanged();
  return toStaffZone(outcome.row, by.locale);
}
