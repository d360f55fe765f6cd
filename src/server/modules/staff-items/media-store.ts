import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaDir } from '@/server/config/media-dir';

/** Where uploaded item pictures are served (src/pages/api/media/items/[file].ts). */
export const ITEM_PICTURE_URL_PREFIX = '/api/media/items/';

/** A stored picture's file name: its content's hash, so a name never changes meaning. */
export const PICTURE_FILE = /^[0-9a-f]{32}\.webp$/;

const itemsFolder = () => path.join(mediaDir(), 'items');

/**
 * Keeps a picture under the media folder and answers its URL. The name is the hash of the
 * content: the same picture twice is one file, and a URL can be cached for ever. Written to
 * a temporary name first and renamed, so a reader never sees half a file.
 */
export async function storeItemPicture(webp: Buffer): Promise<string> {
  const name = `${createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`;
  const folder = itemsFolder();
  await mkdir(folder, { recursive: true });
  const temporary = path.join(folder, `.${randomUUID()}.tmp`);
  await writeFile(temporary, webp);
  await rename(temporary, path.join(folder, name));
  return `${ITEM_PICTURE_URL_PREFIX}${name}`;
}

/** A stored picture by its file name, or undefined when there is none by that name. */
export async function readItemPicture(name: string): Promise<Buffer | undefined> {
  if (!PICTURE_FILE.test(name)) return undefined;
  try {
    return await readFile(path.join(itemsFolder(), name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Whether a URL names a picture staff uploaded (not one of the shop's drawings). */
export const isUploadedPicture = (url: string): boolean => url.startsWith(ITEM_PICTURE_URL_PREFIX);
