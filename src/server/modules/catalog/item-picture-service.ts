import { MAX_ITEM_PICTURES } from '@/contracts/picture-limits';
import type { StaffItem } from '@/contracts/staff-catalog';
import { catalogueChanged } from '@/server/cache';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import { recordStaffWrite } from '@/server/modules/audit';
import { isUploadedPicture, storePicture, toShopPicture } from '@/server/modules/media';
import type { StaffActor } from './staff-item-audit';
import { getStaffItem } from './staff-item-service';
import { findStaffItemRow, lockStaffItemRow, updateItemRow } from './staff-item-repository';

/** The pictures staff uploaded for an item, in order (the drawn stand-ins left out). */
function uploadedPictures(images: string): string[] {
  try {
    const parsed: unknown = JSON.parse(images);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((url): url is string => typeof url === 'string' && isUploadedPicture(url));
  } catch {
    return [];
  }
}

/**
 * POST /admin/items/{id}/images. The first picture staff upload replaces the stand-in (a
 * drawing, or the category's picture) as the item's main picture and its whole gallery; later
 * ones join the gallery after it. The file is checked and resized before anything is written,
 * so a refused picture leaves no trace; the picture, the item's new gallery and the audit
 * record are written in one transaction, so none of them exists without the others.
 */
export async function addItemPicture(
  db: Db,
  id: number,
  /** The uploaded file's bytes: only its content counts. */
  data: Buffer,
  actor: StaffActor,
): Promise<StaffItem> {
  const before = await findStaffItemRow(db, id);
  if (!before) throw AppError.notFound('error.item_not_found');
  if (uploadedPictures(before.images).length >= MAX_ITEM_PICTURES) {
    throw AppError.field('image', 'validation.too_many_pictures', { max: MAX_ITEM_PICTURES });
  }
  // Decoding and resizing take a CPU's while: done before the transaction, which stays short.
  const picture = await toShopPicture(data);
  const at = now();
  await inTransaction(db, async (trx) => {
    const row = await lockStaffItemRow(trx, id);
    if (!row) throw AppError.notFound('error.item_not_found');
    const uploaded = uploadedPictures(row.images);
    if (uploaded.length >= MAX_ITEM_PICTURES) {
      throw AppError.field('image', 'validation.too_many_pictures', { max: MAX_ITEM_PICTURES });
    }
    const url = await storePicture(trx, picture, { userId: actor.userId, at });
    const gallery = uploaded.includes(url) ? uploaded : [...uploaded, url];
    const image = uploaded.length === 0 ? url : row.image;
    await updateItemRow(trx, id, { image, images: JSON.stringify(gallery), updated_at: at });
    await recordStaffWrite(trx, {
      userId: actor.userId,
      role: actor.role,
      action: 'item.image',
      entity: 'item',
      entityId: id,
      before: { image: row.image, images: row.images },
      after: { image, images: JSON.stringify(gallery) },
      at,
    });
  });
  catalogueChanged();
  return getStaffItem(db, id, actor.locale);
}
