import { createHash } from 'node:crypto';
import type { Db } from '@/server/db/db-types';
import type { ShopPicture } from './item-picture';

/** Where uploaded item pictures are served (media-routes.ts, through src/server/http/api-entry.ts). */
export const ITEM_PICTURE_URL_PREFIX = '/api/media/items/';

/** A stored picture's file name: the hash of its content, so a name never changes meaning. */
const PICTURE_FILE = /^([0-9a-f]{32})\.webp$/;

/** The hash a picture is stored and named under: 128 bits of its SHA-256. */
export const pictureHash = (bytes: Buffer): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** The hash a picture's file name stands for, or undefined when the name is not one of ours. */
export function hashOfFileName(name: string): string | undefined {
  return PICTURE_FILE.exec(name)?.[1];
}

/** Whether a URL names a picture staff uploaded (not one of the shop's drawings). */
export const isUploadedPicture = (url: string): boolean => url.startsWith(ITEM_PICTURE_URL_PREFIX);

/**
 * Keeps a picture in the media table and answers its URL. Call inside the transaction that
 * shows it on an item, so a picture and the item that uses it commit together (or neither
 * does). The same content uploaded again, for this item or another, is the row already there:
 * its first uploader stays its `created_by`.
 */
export async function storePicture(
  trx: Db,
  picture: ShopPicture,
  by: { userId: number; at: number },
): Promise<string> {
  const hash = pictureHash(picture.bytes);
  await trx
    .insertInto('media')
    .values({
      hash,
      content_type: picture.contentType,
      bytes: picture.bytes,
      byte_size: picture.bytes.length,
      width: picture.width,
      height: picture.height,
      created_at: by.at,
      created_by: by.userId,
    })
    .onConflict((conflict) => conflict.column('hash').doNothing())
    .execute();
  return `${ITEM_PICTURE_URL_PREFIX}${hash}.webp`;
}

export interface StoredPicture {
  contentType: string;
  bytes: Buffer;
}

/** A stored picture by its hash, or undefined when there is none. */
export async function findPicture(db: Db, hash: string): Promise<StoredPicture | undefined> {
  const row = await db
    .selectFrom('media')
    .select(['content_type', 'bytes'])
    .where('hash', '=', hash)
    .executeTakeFirst();
  if (!row) return undefined;
  // pg reads bytea as a Buffer, libsql a BLOB as an ArrayBuffer: one Buffer either way,
  // without copying (Buffer.from on an ArrayBuffer is a view of it).
  const bytes = Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes);
  return { contentType: row.content_type, bytes };
}

/** Whether a picture is stored, without reading its bytes (a browser asking if its copy is current). */
export async function hasPicture(db: Db, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom('media')
    .select('hash')
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row !== undefined;
}
