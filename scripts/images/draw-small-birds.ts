// Pigeons and quail as they are sold apart from the plain pair or pack: one bird, stuffed
// with freekeh, butterflied flat for the grill, or the family tray of twelve.
import type { Tone } from './palette';
import { BONE, BONE_LINE, FREEKEH, PIGEON_SKIN, SKIN } from './palette';
import { pigeonSkin, several } from './draw-birds';
import { specks } from './garnish';
import { outline, pieces } from './pieces';
import type { Spot } from './pieces';
import { ellipse, g, line, path } from './svg';
import type { DrawOpts, Rng } from './svg';

export const drawPigeonSingle = (o: DrawOpts): string =>
  several(o, pigeonSkin(o), [[300, 320, -4]], 0.82);

/** Freekeh showing at the cavity, in the bird's own 600x600 space (legs at the top). */
const stuffing = (rng: Rng): string =>
  g(
    outline(FREEKEH.grain, 3),
    path('M244 214C244 176 270 160 300 160S356 176 356 214C340 230 260 230 244 214Z', FREEKEH.base),
  ) +
  specks(rng, 300, 196, 90, 40, 16, FREEKEH.light, 3.4) +
  specks(rng, 300, 196, 90, 40, 12, FREEKEH.grain, 3);

/** Spilled grains round the birds: stuffed birds come with their freekeh. */
const spilled = (rng: Rng): string =>
  specks(rng, 300, 470, 340, 40, 26, FREEKEH.base, 3.6) +
  specks(rng, 300, 180, 360, 40, 18, FREEKEH.base, 3.6);

export const drawStuffedPigeon = (o: DrawOpts): string =>
  spilled(o.rng) +
  several(
    o,
    PIGEON_SKIN,
    [
      [205, 320, -8],
      [395, 330, 8],
    ],
    0.56,
    stuffing(o.rng),
  );

export const drawStuffedQuail = (o: DrawOpts): string =>
  spilled(o.rng) +
  several(
    o,
    SKIN,
    [
      [220, 250, -10],
      [380, 250, 10],
      [210, 400, -6],
      [390, 400, 6],
    ],
    0.4,
    stuffing(o.rng),
  );

/** Twelve quail in rows: the family tray. */
export function drawQuailFamily(o: DrawOpts): string {
  const spots: [number, number, number][] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      spots.push([150 + col * 100, 215 + row * 115, (col - 1.5) * 4]);
    }
  }
  return several(o, SKIN, spots, 0.28);
}

/**
 * A bird split along the back and pressed flat, breast up: legs splayed to the sides at the
 * bottom, wings at the top, spice on the skin.
 */
export function flatBird(t: Tone, spiced: boolean): string {
  return g(
    outline(t.line),
    path('M-110-60C-160-70-200-50-216-10-190-20-150-12-120 4Z', t.shade),
    path('M110-60C160-70 200-50 216-10 190-20 150-12 120 4Z', t.shade),
    path('M-120 60C-170 70-196 110-180 140-166 160-130 150-100 120Z', t.base),
    path('M120 60C170 70 196 110 180 140 166 160 130 150 100 120Z', t.base),
    path('M-196 150a14 14 0 1 1 20 12ZM196 150a14 14 0 1 0-20 12Z', BONE, { stroke: BONE_LINE }),
    path(
      'M0-110C90-110 140-60 140 10 140 80 90 130 0 130S-140 80-140 10C-140-60-90-110 0-110Z',
      t.base,
    ),
    g(
      { stroke: 'none' },
      ellipse(-56, -10, 44, 70, t.light, { opacity: 0.8 }),
      ellipse(56, -10, 44, 70, t.light, { opacity: 0.8 }),
      path(
        'M-136 40C-120 100-70 130 0 130S120 100 136 40C110 96 60 116 0 116S-110 96-136 40Z',
        t.shade,
      ),
    ),
    line('M0-100V120', t.shade, 5),
    spiced
      ? line(
          'M-90-40h.1M-40-70h.1M30-60h.1M80-20h.1M-70 40h.1M-10 10h.1M50 60h.1M90 50h.1M-30 90h.1',
          '#7A2A10',
          7,
        )
      : '',
  );
}

export const drawButterfliedPigeon = (o: DrawOpts): string =>
  pieces(
    o,
    'bp',
    flatBird(PIGEON_SKIN, true),
    [
      [190, 320, -10, 0.68],
      [410, 330, 10, 0.68],
    ],
    130,
    150,
  );

export function drawButterfliedQuail(o: DrawOpts): string {
  const spots: readonly Spot[] = [
    [200, 240, -10, 0.58],
    [400, 240, 10, 0.58],
    [200, 410, -6, 0.58],
    [400, 410, 6, 0.58],
  ];
  return pieces(o, 'bq', flatBird(SKIN, true), spots, 120, 150);
}
