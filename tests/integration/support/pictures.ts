import sharp from 'sharp';
import type { StaffItem } from '@/contracts/staff-catalog';
import type { ApiClient, ApiResponse } from './api-client';

/** A photo as a phone would send it: `width` × `height`, one colour, in `format`. */
export function photo(
  format: 'png' | 'jpeg',
  width = 1200,
  height = 900,
  red = 200,
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: red, g: 120, b: 40 } },
  });
  return (format === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
}

/** A multipart body holding one file, as the dashboard's upload sends it. */
export function pictureForm(
  data: Uint8Array,
  name: string,
  type: string,
  field = 'image',
): FormData {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return body;
}

/** POST /admin/items/{id}/images with a PNG photo of `red`'s colour, as staff `token`. */
export async function uploadPhoto(
  api: ApiClient,
  token: string,
  itemId: number,
  red = 200,
): Promise<ApiResponse<StaffItem>> {
  const png = await photo('png', 1200, 900, red);
  return api.postForm<StaffItem>(
    `/admin/items/${itemId}/images`,
    pictureForm(png, 'photo.png', 'image/png'),
    {
      token,
    },
  );
}
