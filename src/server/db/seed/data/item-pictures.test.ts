// Shoppers tell items apart by their pictures: each seed item's picture must show what its
// name says (duck breast, not a whole duck) and no two items may look the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { seedItems } from './items';
import { itemImage, type SeedItem } from './types';

/**
 * A word in the English name, and what the picture's art kind must then contain. Every rule
 * whose word is in the name applies. Kept explicit so a reviewer can read it.
 */
const NAME_RULES: readonly (readonly [word: RegExp, art: RegExp])[] = [
  [/^live\b/i, /^live-/],
  [/\bbreast\b/i, /breast|fillet/],
  [/\bquarters\b/i, /quarters/],
  [/\bwings\b/i, /wing/],
  [/\bthighs\b/i, /thigh/],
  [/\bdrumsticks\b/i, /drumstick/],
  [/\bboneless\b/i, /boneless/],
  [/\bminced\b/i, /mince/],
  [/\bliver\b/i, /liver/],
  [/\bgizzards\b/i, /liver-gizzards|goose-liver/],
  [/\blegs\b/i, /legs/],
  [/\bpieces\b/i, /pieces|eighths/],
  [/\bskinless\b/i, /skinless/],
  [/\bstuffed\b/i, /stuffed/],
  [/\bbutterflied\b/i, /butterflied/],
  [/\bsingle\b/i, /single/],
  [/\bfamily\b/i, /family/],
  [/\bescalope, thin\b/i, /escalope/],
  [/\bpan[eé]\b/i, /breaded/],
  [/\bnuggets\b/i, /nuggets/],
  [/\bstrips\b/i, /strips/],
  [/\bkofta\b/i, /kofta/],
  [/\btawook\b/i, /skewers/],
  [/\bsausage\b/i, /sausage/],
  [/\bhot dog\b/i, /hot-dog/],
  [/\bmarinated (whole|chicken wings)\b/i, /marinated/],
  [/\beggs, tray\b/i, /egg-tray/],
  [/\beggs, pack\b/i, /egg-pack/],
];

/** A species in the name must be the picture's species (its eggs excepted). */
const SPECIES = ['duck', 'goose', 'turkey', 'rabbit', 'quail', 'pigeon'] as const;

/** Cuts: a picture of one of these never stands for a whole bird. */
const PART = /breast|quarters|wing|thigh|drumstick|mince|liver|legs|pieces|eighths|fillet|escalope/;

function problemsOf(item: SeedItem): string[] {
  const name = item.name_en;
  const problems: string[] = [];
  for (const [word, art] of NAME_RULES) {
    if (word.test(name) && !art.test(item.art)) problems.push(`${word} wants art ${art}`);
  }
  if (!/\beggs\b/i.test(name)) {
    for (const species of SPECIES) {
      if (new RegExp(`\\b${species}`, 'i').test(name) && !item.art.includes(species)) {
        problems.push(`a ${species} drawn as ${item.art}`);
      }
    }
  }
  if (/\bwhole\b/i.test(name) && !/\bpieces\b/i.test(name) && PART.test(item.art))
    problems.push(`whole, drawn as a cut`);
  return problems.map((p) => `${item.slug} (${name}): ${p}`);
}

describe('seed item pictures', () => {
  it('show the product kind each item is named for', () => {
    expect(seedItems.flatMap(problemsOf)).toEqual([]);
  });

  it('catch a picture of the wrong kind', () => {
    const duckBreast = seedItems.find((i) => i.slug === 'duck-breast');
    if (!duckBreast) throw new Error('the seed has no duck breast');
    expect(problemsOf({ ...duckBreast, art: 'duck' })).not.toEqual([]);
    expect(problemsOf({ ...duckBreast, art: 'chicken-breast' })).not.toEqual([]);
  });

  it('never look the same for two items', () => {
    const bySignature = new Map<string, string[]>();
    for (const item of seedItems) {
      const key = `${item.art}/${item.tint ?? '-'}/${item.size ?? '-'}`;
      bySignature.set(key, [...(bySignature.get(key) ?? []), item.slug]);
    }
    const shared = [...bySignature.entries()].filter(([, slugs]) => slugs.length > 1);
    expect(shared).toEqual([]);
  });

  it.each(seedItems.flatMap((i) => [i.slug, `${i.slug}-2`]))(
    '%s is a 768 px WebP of a comparable size',
    async (name) => {
      const file = join(process.cwd(), 'public', itemImage(name));
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 768, 768]);
      // Today's pictures weigh 8-30 KB: a blank or an unoptimised one would fall outside.
      expect(bytes.length).toBeGreaterThan(4 * 1024);
      expect(bytes.length).toBeLessThan(48 * 1024);
    },
  );
});
