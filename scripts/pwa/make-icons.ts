// npx tsx scripts/pwa/make-icons.ts (from the repository root): draws the installed app's
// icons from the shop's logo (public/brand/logo.svg) into public/icons. Deterministic: the same
// logo, theme and sharp always write the same bytes; re-run it when the logo changes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { APPLE_TOUCH_ICON, ICON_SIZES, iconPath } from '@/features/install/model/web-manifest';
import { createAppTheme } from '@/theme/create-app-theme';
import { DEFAULT_THEME } from '@/theme/route-themes';

const LOGO = readFileSync('public/brand/logo.svg');
/** The logo's drawing fills 62 of its 64 units: the circle's edge. */
const LOGO_DISC = 62 / 64;
/**
 * A maskable icon may be cut down to a circle of 80 % of its width (the safe zone,
 * https://www.w3.org/TR/appmanifest/#icon-masks); the logo's disc is drawn at 76 %, inside it
 * with a margin, on a square of the theme's colour that the mask trims.
 */
const MASKABLE_DISC = 0.76;
const APPLE_SIZE = 180;

/** The logo rendered at `size` pixels square, straight from the vector, not scaled up. */
function logoAt(size: number): Promise<Buffer> {
  return sharp(LOGO, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The logo centred on a full square of `background`, its disc `disc` of the width. */
async function onSquare(size: number, disc: number, background: string): Promise<Buffer> {
  const inner = Math.round((size * disc) / LOGO_DISC);
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: await logoAt(inner), left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function main() {
  const { palette } = createAppTheme(DEFAULT_THEME, 'ltr');
  mkdirSync('public/icons', { recursive: true });
  const write = (path: string, bytes: Buffer) => {
    writeFileSync(join('public', path), bytes);
    console.log(`${path}: ${bytes.length} bytes`);
  };
  for (const size of ICON_SIZES) {
    // `any`: the round logo itself, with transparent corners, as launchers show it.
    write(
      iconPath(size, 'any'),
      await sharp(await logoAt(size))
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    write(iconPath(size, 'maskable'), await onSquare(size, MASKABLE_DISC, palette.primary.main));
  }
  // iOS draws transparency black and rounds the corners itself: an opaque square.
  write(APPLE_TOUCH_ICON, await onSquare(APPLE_SIZE, 0.84, palette.primary.main));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
