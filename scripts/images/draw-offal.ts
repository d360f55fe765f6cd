// Liver and gizzards, and mince: the soft products, on a plate or in a bowl.
import type { Tone } from './palette';
import { BRAND, GIZZARD, GOOSE_LIVER, LIVER, MINCE, TURKEY_MINCE } from './palette';
import { outline } from './pieces';
import { bowlBack, bowlFront } from './surfaces';
import { parsley } from './garnish';
import { d, el, ellipse, g, line, path, place, shadow } from './svg';
import type { DrawOpts } from './svg';

/** Two joined lobes, glossy, as chicken livers look. */
const liverPiece = (t: Tone): string =>
  g(
    outline(t.line, 3),
    path('M-80 4C-86-32-44-48-10-32-2-50 34-52 58-36 84-18 80 14 56 28 24 44-64 40-80 4Z', t.base),
    path('M-64 20C-40 38 30 38 58 24 30 44-48 42-64 20Z', t.shade, { stroke: 'none' }),
    line('M-56-14C-44-28-26-28-18-20M16-34C30-40 46-36 56-24', t.light, 5, { opacity: 0.8 }),
  );
const LIVER_PIECE = liverPiece(LIVER);

/** Gizzards: firm rounded halves with their pale silver skin. */
const GIZZARD_PIECE = g(
  outline(GIZZARD.line, 3),
  path(
    'M-44 6C-46-24-20-38 4-36 30-34 46-14 42 10 38 30 14 38-6 36-30 34-44 24-44 6Z',
    GIZZARD.base,
  ),
  path('M-30 14C-18 30 14 32 30 16 20 30-14 34-30 14Z', GIZZARD.shade, { stroke: 'none' }),
  path('M-40-2C-36-26-10-36 10-34-14-26-30-16-40-2Z', '#E8E2DF', { stroke: 'none' }),
  ellipse(-24, -16, 10, 5, GIZZARD.light, { stroke: 'none' }),
);

/** Liver pieces and gizzards at the given spots: 'l' a liver, 'g' a gizzard. */
function offal(
  o: DrawOpts,
  liverLook: string,
  spots: readonly (readonly ['l' | 'g', number, number, number])[],
  s = 1.2,
): string {
  const ids = { l: o.id('lv'), g: o.id('gz') };
  return (
    spots.map(([, x, y]) => shadow(x, y + 30 * (s / 1.2), 70 * (s / 1.2), 12, 0.1)).join('') +
    el('defs', {}, g({ id: ids.l }, liverLook), g({ id: ids.g }, GIZZARD_PIECE)) +
    spots
      .map(([k, x, y, rot]) => el('use', { href: `#${ids[k]}`, transform: place(x, y, rot, s) }))
      .join('')
  );
}

export const drawLiverGizzards = (o: DrawOpts): string =>
  offal(o, LIVER_PIECE, [
    ['l', 230, 230, -12],
    ['l', 390, 250, 14],
    ['g', 190, 350, -20],
    ['l', 330, 370, 176],
    ['g', 420, 390, 20],
    ['g', 250, 450, 6],
  ]);

/** Liver alone: glossy lobes only, no gizzards. */
export const drawLiverOnly = (o: DrawOpts): string =>
  offal(o, LIVER_PIECE, [
    ['l', 220, 220, -12],
    ['l', 390, 230, 14],
    ['l', 200, 340, 170],
    ['l', 380, 350, 8],
    ['l', 250, 450, -6],
    ['l', 400, 450, 190],
  ]);

/** Goose liver: big pale lobes, with the gizzards. */
export const drawGooseLiver = (o: DrawOpts): string =>
  offal(
    o,
    liverPiece(GOOSE_LIVER),
    [
      ['l', 300, 240, -8],
      ['g', 190, 380, -20],
      ['l', 330, 400, 172],
      ['g', 430, 290, 30],
    ],
    1.6,
  );

export const drawMince = (o: DrawOpts): string => mince(o, MINCE);
/** Turkey mince: darker meat, in a red-banded bowl. */
export const drawTurkeyMince = (o: DrawOpts): string => mince(o, TURKEY_MINCE, BRAND.red);

function mince(o: DrawOpts, t: Tone, band?: string): string {
  let curls = '';
  for (let i = 0; i < 40; i++) {
    const a = o.rng.range(Math.PI * 1.05, Math.PI * 1.95);
    const r = o.rng.range(0.1, 0.95);
    const x = 300 + Math.cos(a) * 150 * r;
    const y = 300 + Math.sin(a) * 110 * r;
    curls += d`M${x} ${y}q6 -8 12 0t12 0`;
  }
  return (
    (o.bare ? shadow(300, 320, 170, 18) : bowlBack(300, 300, 190)) +
    path(
      'M134 304C140 220 220 186 300 186S460 220 466 304C400 330 200 330 134 304Z',
      t.base,
      outline(t.line),
    ) +
    path('M140 290C200 310 400 310 462 290L466 304C400 330 200 330 134 304Z', t.shade) +
    line(curls, t.shade, 3.4) +
    ellipse(250, 226, 50, 16, t.light, { opacity: 0.7 }) +
    parsley(330, 196, 30, 0.9) +
    (o.bare ? '' : bowlFront(300, 300, 190, band))
  );
}
