import sharp from 'sharp';
import { MIN_PICTURE_SIDE } from '@/contracts/picture-limits';
import { AppError, isAppError } from '@/server/errors/app-error';

/** The side of the square pictures the shop's items have (scripts/images/rasterize.ts). */
export const ITEM_PICTURE_SIDE = 768;

/**
 * Pixels a picture may decode to: a 48-megapixel phone camera, with room. A small file that
 * claims to be 50,000 × 50,000 pixels (a "decompression bomb") is refused before it is
 * decoded.
 */
const MAX_INPUT_PIXELS = 60_000_000;

export type PictureFormat = 'jpeg' | 'png' | 'webp';

/**
 * What a file is, by its first bytes (the formats' signatures), whatever its name or the
 * type the browser declared: a text file renamed .png is not a PNG.
 */
export function sniffPictureFormat(data: Buffer): PictureFormat | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((byte, index) => data[index] === byte)) return 'png';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

const refused = (key: 'validation.picture_type' | 'validation.picture_unreadable') =>
  AppError.field('image', key);

/** A picture made for the shop: its bytes, as stored and served, and what they are. */
export interface ShopPicture {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * A seller's photo as the shop serves pictures: turned upright (phone cameras store the
 * turn in EXIF), cropped to a square around what stands out, 768 px a side, WebP. The EXIF
 * data (a phone's GPS position among it) is not carried over. The content is checked twice:
 * by signature, then by the decoder, which must agree on the format and read it whole.
 */
export async function toShopPicture(data: Buffer): Promise<ShopPicture> {
  const format = sniffPictureFormat(data);
  if (!format) throw refused('validation.picture_type');
  const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let width: number;
  let height: number;
  try {
    const meta = await image.metadata();
    if (meta.format !== format) throw refused('validation.picture_type');
    // The upright size: a portrait photo may be stored landscape with an EXIF turn.
    width = meta.autoOrient.width;
    height = meta.autoOrient.height;
  } catch (error) {
    throw isAppError(error) ? error : refused('validation.picture_unreadable');
  }
  if (Math.min(width, height) < MIN_PICTURE_SIDE) {
    throw AppError.field('image', 'validation.picture_too_small', { min: MIN_PICTURE_SIDE });
  }
  try {
    const made = await image
      .autoOrient()
      .resize(ITEM_PICTURE_SIDE, ITEM_PICTURE_SIDE, {
        fit: 'cover',
        position: sharp.strategy.attention,
      })
      .webp({ quality: 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: made.data,
      contentType: 'image/webp',
      width: made.info.width,
      height: made.info.height,
    };
  } catch {
    // A file that starts right but breaks further in (a cut-off upload).
    throw refused('validation.picture_unreadable');
  }
}
