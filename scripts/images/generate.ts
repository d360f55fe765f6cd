// npx tsx scripts/images/generate.ts (from the repository root): draws every seed picture
// as SVG and writes it to public/images as WebP (rasterize.ts says why). Deterministic: the
// same seed data and the same sharp always write the same bytes.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedBanners } from '@/server/db/seed/data/banners';
import { seedCategories } from '@/server/db/seed/data/categories';
import { seedItems } from '@/server/db/seed/data/items';
import { itemGallery, itemMain } from './compose';
import { toWebp, type PictureFolder } from './rasterize';
import { banner, medallion } from './scenes';
import { hash, rngFrom } from './svg';
import type { DrawOpts, Tint } from './svg';

const MAX_BYTES = 10 * 1024;

if (!existsSync('package.json') || !existsSync('public')) {
  throw new Error('Run from the repository root: npx tsx scripts/images/generate.ts');
}

/** Seeded by the file's own key, with ids prefixed by a short hash of it. */
function opts(key: string, tint?: Tint, size?: DrawOpts['size']): DrawOpts {
  const prefix = `i${hash(key).toString(36)}`;
  return { rng: rngFrom(key), id: (name) => `${prefix}${name}`, tint, size };
}

const files = new Map<string, string>();
for (const item of seedItems) {
  const { art, tint, size } = item;
  files.set(`items/${item.slug}.svg`, itemMain(art, opts(item.slug, tint, size)));
  files.set(`items/${item.slug}-2.svg`, itemGallery(art, opts(`${item.slug}-2`, tint, size)));
}
seedCategories.forEach((category, i) => {
  files.set(
    `categories/${category.slug}.svg`,
    medallion(category.art, opts(`c:${category.slug}`), i),
  );
});
for (const b of seedBanners) {
  files.set(`banners/${b.slug}.svg`, banner(b.art, opts(`b:${b.slug}`)));
}

// The rules every picture must keep: checked here so a drawing change cannot break them.
const seenIds = new Map<string, string>();
const problems: string[] = [];
for (const [name, svg] of files) {
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) problems.push(`${name} is ${bytes} bytes, over ${MAX_BYTES}`);
  if (/<(text|script|image|style)\b|https?:\/\/(?!www\.w3\.org\/2000\/svg)/.test(svg)) {
    problems.push(`${name} has text, a script, an image or an external reference`);
  }
  for (const [, id = ''] of svg.matchAll(/ id="([^"]+)"/g)) {
    const other = seenIds.get(id);
    if (other !== undefined && other !== name) problems.push(`id ${id} in ${name} and ${other}`);
    seenIds.set(id, name);
  }
}
if (problems.length > 0) throw new Error(`Not written:\n${problems.join('\n')}`);

const root = join('public', 'images');
const webpName = (name: string) => name.replace(/\.svg$/, '.webp');
const folders: PictureFolder[] = ['items', 'categories', 'banners'];
for (const dir of folders) {
  const full = join(root, dir);
  mkdirSync(full, { recursive: true });
  // The generator owns these folders: drop pictures of slugs that no longer exist (and the
  // SVG files it used to write).
  for (const f of readdirSync(full)) {
    if (!files.has(`${dir}/${f.replace(/\.webp$/, '.svg')}`) || f.endsWith('.svg')) {
      rmSync(join(full, f));
    }
  }
}
async function writePictures(): Promise<{ total: number; largest: number }> {
  let total = 0;
  let largest = 0;
  for (const [name, svg] of files) {
    const folder = name.split('/')[0] as PictureFolder;
    const webp = await toWebp(svg, folder);
    writeFileSync(join(root, webpName(name)), webp);
    total += webp.length;
    largest = Math.max(largest, webp.length);
  }
  return { total, largest };
}

void writePictures().then(({ total, largest }) => {
  console.log(
    `Wrote ${files.size} pictures to ${root}: ${(total / 1024).toFixed(0)} KB in all, largest ${(largest / 1024).toFixed(1)} KB.`,
  );
});
