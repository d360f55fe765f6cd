import sharp from 'sharp';

/** The widest each kind of picture is shown (CSS pixels times a phone's density), in pixels. */
export const RASTER_WIDTHS = { items: 768, categories: 256, banners: 1600 } as const;
export type PictureFolder = keyof typeof RASTER_WIDTHS;

/**
 * A drawing as the WebP the shop serves. A browser parses, styles and lays out every SVG
 * picture on the page's main thread (a grid of product drawings cost a cheap phone hundreds of
 * milliseconds at load); a raster picture is decoded off it, and next/image serves it at the
 * width the screen needs. Transparent corners stay transparent.
 */
export async function toWebp(svg: string, folder: PictureFolder): Promise<Buffer> {
  const width = RASTER_WIDTHS[folder];
  const viewWidth = Number(/viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg)?.[1] ?? width);
  // Rendered at the target width directly, not drawn small and scaled up.
  const density = Math.ceil((72 * width) / viewWidth);
  return sharp(Buffer.from(svg), { density })
    .resize({ width })
    .webp({ quality: 80, effort: 6, smartSubsample: true })
    .toBuffer();
}
