// npx tsx scripts/images/demo/generate.ts (from the repository root), or npm run images:demo:
// draws every picture the demo-shop fixtures name into public/images/demo. Deterministic: the
// same lists always write the same bytes (checked below by drawing everything twice).
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { demoImageSchema } from '@/contracts/demo/demo-entities';
import {
  AVATARS,
  BANNERS,
  BRAND_MARKS,
  MOTIFS,
  MOTIF_VIEWS,
  avatarPath,
  bannerPath,
  brandPath,
  motifPath,
} from '@mocks/fixtures/shared/pictures';
import { hash, rngFrom } from '../svg';
import { avatar } from './avatars';
import { banner } from './banners';
import { brandMark } from './brands';
import { MOTIF_SPECS } from './motifs';
import { BACKDROPS } from './palette';
import { motifView } from './views';

const MAX_BYTES = 6 * 1024;
const FOLDERS = ['products', 'banners', 'avatars', 'brands'];

if (!existsSync('package.json') || !existsSync('public')) {
  throw new Error('Run from the repository root: npx tsx scripts/images/demo/generate.ts');
}

/** Ids are prefixed by a short hash of the file's URL, so pictures inlined together never clash. */
const idsFor = (url: string) => {
  const prefix = `d${hash(url).toString(36)}`;
  return (name: string) => `${prefix}${name}`;
};

/** URL (as the fixtures write it) to SVG text. */
function drawAll(): Map<string, string> {
  const files = new Map<string, string>();
  for (const motif of MOTIFS) {
    const spec = MOTIF_SPECS[motif];
    for (const view of MOTIF_VIEWS) {
      files.set(
        motifPath(motif, view),
        motifView(view, spec.draw(), BACKDROPS[spec.family], spec.focus),
      );
    }
  }
  for (const name of BANNERS) {
    const url = bannerPath(name);
    files.set(url, banner(name, rngFrom(url), idsFor(url)));
  }
  for (const name of AVATARS) {
    const url = avatarPath(name);
    files.set(url, avatar(name, idsFor(url)));
  }
  for (const name of BRAND_MARKS) files.set(brandPath(name), brandMark(name));
  return files;
}

const files = drawAll();
const again = drawAll();

// The rules every picture must keep: checked here so a drawing change cannot break them.
const seenIds = new Map<string, string>();
const problems: string[] = [];
for (const [url, svg] of files) {
  const bytes = Buffer.byteLength(svg);
  if (!demoImageSchema.safeParse(url).success) problems.push(`${url} is not a demo image path`);
  if (again.get(url) !== svg) problems.push(`${url} differs between two runs`);
  if (bytes > MAX_BYTES) problems.push(`${url} is ${bytes} bytes, over ${MAX_BYTES}`);
  if (
    /<(text|script|image|style|foreignObject|use)\b|href=|url\((?!#)|https?:\/\/(?!www\.w3\.org\/2000\/svg")/i.test(
      svg,
    )
  ) {
    problems.push(`${url} has text, a script, an image or an external reference`);
  }
  if (!/^<svg [^>]*viewBox="0 0 \d+ \d+"[^>]* width="\d+" height="\d+"/.test(svg)) {
    problems.push(`${url} lacks a viewBox, a width or a height`);
  }
  for (const [, id = ''] of svg.matchAll(/ id="([^"]+)"/g)) {
    const other = seenIds.get(id);
    if (other !== undefined) problems.push(`id ${id} in ${url} and ${other}`);
    seenIds.set(id, url);
  }
}
if (problems.length > 0) throw new Error(`Not written:\n${problems.join('\n')}`);

const root = join('public', 'images', 'demo');
const onDisk = (url: string): string => join('public', ...url.split('/').filter(Boolean));
for (const folder of FOLDERS) {
  const full = join(root, folder);
  mkdirSync(full, { recursive: true });
  // The generator owns these folders: drop pictures no fixture can name any more.
  for (const f of readdirSync(full)) {
    if (f.endsWith('.svg') && !files.has(`/images/demo/${folder}/${f}`)) rmSync(join(full, f));
  }
}
let total = 0;
let largest = 0;
for (const [url, svg] of files) {
  const target = onDisk(url);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, svg);
  const bytes = Buffer.byteLength(svg);
  total += bytes;
  largest = Math.max(largest, bytes);
}
console.log(
  `Wrote ${files.size} pictures to ${root}: ${(total / 1024).toFixed(0)} KB in all, largest ${(largest / 1024).toFixed(1)} KB.`,
);
