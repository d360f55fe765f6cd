import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { isAppError } from '@/server/errors/app-error';
import { ITEM_PICTURE_SIDE, sniffPictureFormat, toShopPicture } from './item-picture';

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b45a1e' } });

async function reason(data: Buffer): Promise<unknown> {
  const error = await toShopPicture(data).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return isAppError(error) ? error.errors?.image : error;
}

describe('sniffPictureFormat', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', async () => {
    expect(sniffPictureFormat(await canvas(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffPictureFormat(await canvas(4, 4).png().toBuffer())).toBe('png');
    expect(sniffPictureFormat(await canvas(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffPictureFormat(await canvas(4, 4).gif().toBuffer())).toBeUndefined();
    expect(
      sniffPictureFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(sniffPictureFormat(Buffer.from('RIFF'))).toBeUndefined();
  });
});

describe('toShopPicture', () => {
  it('makes any accepted photo a 768 px square WebP without its EXIF data', async () => {
    const portrait = await canvas(600, 1000)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Mona' } } })
      .toBuffer();
    const picture = await toShopPicture(portrait);
    // What is stored beside the bytes says what they are.
    expect(picture).toMatchObject({
      contentType: 'image/webp',
      width: ITEM_PICTURE_SIDE,
      height: ITEM_PICTURE_SIDE,
    });
    const made = await sharp(picture.bytes).metadata();
    expect(made).toMatchObject({
      format: 'webp',
      width: ITEM_PICTURE_SIDE,
      height: ITEM_PICTURE_SIDE,
    });
    expect(made.exif).toBeUndefined();
    expect(made.orientation).toBeUndefined();
  });

  it('refuses a file whose signature and content disagree, or that breaks off, or is too small', async () => {
    expect(await reason(Buffer.from('hello, I am text'))).toEqual({
      key: 'validation.picture_type',
    });
    const png = await canvas(300, 300).png().toBuffer();
    // A PNG signature in front of a JPEG's body.
    const jpeg = await canvas(300, 300).jpeg().toBuffer();
    const mixed = Buffer.concat([png.subarray(0, 8), jpeg.subarray(8)]);
    expect(await reason(mixed)).toEqual({ key: 'validation.picture_unreadable' });
    expect(await reason(png.subarray(0, png.length / 2))).toEqual({
      key: 'validation.picture_unreadable',
    });
    expect(await reason(await canvas(199, 800).png().toBuffer())).toEqual({
      key: 'validation.picture_too_small',
      params: { min: 200 },
    });
  });
});
