import type {
  StaffBranch,
  StaffContact,
  StaffFacts,
  StaffPromise,
  StaffShopContent,
} from '@/contracts/shop-content';
import type { AuditAction, AuditEntity } from '@/contracts/audit-constants';
import { contactValueProblem } from '@/contracts/contact';
import { catalogueChanged } from '@/server/cache';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import type { Role } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError, type FieldErrors } from '@/server/errors/app-error';
import { recordStaffWrite, type AuditFields } from '@/server/modules/audit';
import {
  factsRow,
  lockRow,
  promiseRows,
  staffBranchRows,
  staffContactRows,
  updateRow,
  type BranchRow,
  type Changes,
  type ContactRow,
  type EditableTable,
  type FactsRow,
  type PromiseRow,
} from './shop-content-repository';

export type Author = { userId: number; role: Role };

const toFacts = (row: FactsRow): StaffFacts => ({
  hours_en: row.hours_en,
  hours_ar: row.hours_ar,
  about_en: row.about_en,
  about_ar: row.about_ar,
  area_en: row.area_en,
  area_ar: row.area_ar,
  complaint_window_hours: row.complaint_window_hours,
});
const toPromise = (row: PromiseRow): StaffPromise => ({
  id: row.id,
  icon: row.icon,
  title_en: row.title_en,
  title_ar: row.title_ar,
  subtitle_en: row.subtitle_en,
  subtitle_ar: row.subtitle_ar,
});
const toBranch = (row: BranchRow): StaffBranch => ({
  id: row.id,
  name_en: row.name_en,
  name_ar: row.name_ar,
  address_en: row.address_en,
  address_ar: row.address_ar,
  phone: row.phone,
});
const toContact = (row: ContactRow): StaffContact => ({
  id: row.id,
  type: row.type,
  value: row.value,
  value_ar: row.value_ar,
  label_en: row.label_en,
  label_ar: row.label_ar,
});

/** GET /admin/shop-content: what the shop says of itself, in both languages. */
export async function staffShopContent(db: Db): Promise<StaffShopContent> {
  const [facts, promises, branches, contacts] = await Promise.all([
    factsRow(db),
    promiseRows(db),
    staffBranchRows(db),
    staffContactRows(db),
  ]);
  return {
    facts: toFacts(facts),
    promises: promises.map(toPromise),
    branches: branches.map(toBranch),
    contacts: contacts.map(toContact),
  };
}

/** The audit's entity name and action per table. */
const ENTITY: Record<EditableTable, AuditEntity> = {
  shop_facts: 'shop_facts',
  features: 'promise',
  branches: 'branch',
  contacts: 'contact',
};
const ACTION: Record<EditableTable, AuditAction> = {
  shop_facts: 'shop_facts.update',
  features: 'promise.update',
  branches: 'branch.update',
  contacts: 'contact.update',
};

/**
 * One admin edit: only the fields that really change are written, with their audit record in
 * the same transaction; after the commit every cached public answer and page is dropped, so
 * the footer, contact and branches pages show it at once.
 */
async function edit<T extends EditableTable>(
  db: Db,
  table: T,
  id: number,
  wanted: Changes<T>,
  by: Author,
  /** A rule that needs the row itself (a contact's value follows its type). */
  check?: (before: Record<string, unknown>) => void,
): Promise<Record<string, unknown>> {
  const outcome = await inTransaction(db, async (trx) => {
    const before = await lockRow(trx, table, id);
    if (!before) throw AppError.notFound('error.shop_content_not_found');
    check?.(before);
    // Texts, and the complaint window's hours (a number).
    const fields = wanted as Record<string, string | number | null | undefined>;
    const changed = Object.keys(fields).filter(
      (key) => fields[key] !== undefined && fields[key] !== before[key],
    );
    if (changed.length === 0) return { row: before, changed: false };
    const changes: Record<string, string | number | null> = Object.fromEntries(
      changed.map((key) => [key, fields[key] ?? null]),
    );
    await updateRow(trx, table, id, changes);
    const pick = (source: Record<string, unknown>): AuditFields =>
      Object.fromEntries(
        changed.map((key) => [key, (source[key] ?? null) as string | number | null]),
      );
    await recordStaffWrite(trx, {
      userId: by.userId,
      role: by.role,
      action: ACTION[table],
      entity: ENTITY[table],
      entityId: id,
      before: pick(before),
      after: pick(changes),
      at: now(),
    });
    return { row: { ...before, ...changes }, changed: true };
  });
  if (outcome.changed) catalogueChanged();
  return outcome.row;
}

export async function updateFacts(db: Db, body: Changes<'shop_facts'>, by: Author) {
  return toFacts((await edit(db, 'shop_facts', 1, body, by)) as FactsRow);
}

/**
 * Hours after delivery a shopper may complain about an order (the shop's facts; 48 until an
 * admin sets another).
 */
export async function complaintWindowHours(db: Db): Promise<number> {
  return (await factsRow(db)).complaint_window_hours;
}

export async function updatePromise(db: Db, id: number, body: Changes<'features'>, by: Author) {
  return toPromise((await edit(db, 'features', id, body, by)) as PromiseRow);
}

export async function updateBranch(db: Db, id: number, body: Changes<'branches'>, by: Author) {
  return toBranch((await edit(db, 'branches', id, body, by)) as BranchRow);
}

/**
 * Both values must fit the contact's type: Arabic pages link `value_ar` as English pages link
 * `value`, so an Instagram contact's Arabic value of `https://evil.example/login` would be a
 * phishing link on every Arabic page. Each bad one is named.
 */
export async function updateContact(db: Db, id: number, body: Changes<'contacts'>, by: Author) {
  const valuesFitType = (before: Record<string, unknown>) => {
    const type = before.type as ContactRow['type'];
    const errors: FieldErrors = {};
    for (const field of ['value', 'value_ar'] as const) {
      const value = body[field];
      const problem = typeof value === 'string' ? contactValueProblem(type, value) : undefined;
      if (problem) errors[field] = { key: problem };
    }
    if (Object.keys(errors).length > 0) throw new AppError('invalid_input', { errors });
  };
  return toContact((await edit(db, 'contacts', id, body, by, valuesFitType)) as ContactRow);
}
