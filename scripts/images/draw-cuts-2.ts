// Cuts that tell products apart: a bird cut in 8 or in quarters, the bigger birds' pieces,
// duck breast with its fat cap, boneless thighs and thin escalopes. Pieces come from
// draw-cuts.ts in each bird's own skin tone.
import type { Tone } from './palette';
import {
  DUCK_MEAT,
  DUCK_SKIN,
  FILLET,
  GOOSE_SKIN,
  MINCE,
  SKIN,
  STRING,
  TURKEY_SKIN,
} from './palette';
import { drumstickPiece, halfBreastPiece, thighPiece, wingPiece } from './draw-cuts';
import { outline, pieces } from './pieces';
import type { Spot } from './pieces';
import { ellipse, g, line, path } from './svg';
import type { DrawOpts } from './svg';

/** A whole chicken cut in 8: two breasts, two thighs, two drumsticks, two wings. */
export const drawChickenEighths = (o: DrawOpts): string =>
  pieces(
    o,
    'e8w',
    wingPiece(SKIN),
    [
      [150, 250, -70, 0.62],
      [450, 250, 70, 0.62],
    ],
    70,
    40,
  ) +
  pieces(
    o,
    'e8b',
    halfBreastPiece(SKIN),
    [
      [250, 250, -8, 0.78],
      [370, 250, 8, 0.78],
    ],
    60,
    140,
  ) +
  pieces(
    o,
    'e8t',
    thighPiece(SKIN),
    [
      [215, 385, -10, 0.62],
      [395, 390, 10, 0.62],
    ],
    80,
    40,
  ) +
  pieces(
    o,
    'e8d',
    drumstickPiece(SKIN),
    [
      [210, 460, -6, 0.68],
      [400, 465, 186, 0.68],
    ],
    70,
    30,
  );

/** Quarters: two leg quarters and two breast halves of the bird's own skin. */
function quarters(o: DrawOpts, t: Tone, s: number): string {
  return (
    pieces(
      o,
      'qb',
      halfBreastPiece(t),
      [
        [205, 260, -12, s],
        [395, 260, 12, s],
      ],
      70,
      150,
    ) +
    pieces(
      o,
      'ql',
      thighPiece(t),
      [
        [215, 420, -25, s * 0.8],
        [385, 420, 205, s * 0.8],
      ],
      90,
      30,
    )
  );
}

export const drawDuckQuarters = (o: DrawOpts): string => quarters(o, DUCK_SKIN, 1);

/** Goose pieces: big joints, no two alike. */
export const drawGoosePieces = (o: DrawOpts): string =>
  pieces(o, 'gb', halfBreastPiece(GOOSE_SKIN), [[300, 250, 90, 1.1]], 110, 80) +
  pieces(
    o,
    'gt',
    thighPiece(GOOSE_SKIN),
    [
      [200, 380, -20, 0.8],
      [410, 390, 200, 0.8],
    ],
    90,
    40,
  ) +
  pieces(
    o,
    'gw',
    wingPiece(GOOSE_SKIN),
    [
      [200, 200, -30, 0.75],
      [420, 460, 20, 0.75],
    ],
    80,
    40,
  );

export const drawTurkeyThighs = (o: DrawOpts): string =>
  pieces(
    o,
    'tt',
    thighPiece(TURKEY_SKIN),
    [
      [280, 260, -12, 1.5],
      [320, 420, 8, 1.5],
    ],
    120,
    40,
  );

export const drawTurkeyWings = (o: DrawOpts): string =>
  pieces(
    o,
    'tw',
    wingPiece(TURKEY_SKIN),
    [
      [280, 250, -10, 1.55],
      [320, 410, 12, 1.55],
    ],
    120,
    40,
  );

/** A boneless turkey breast roast, skin on, tied with string. */
export function drawTurkeyBreast(o: DrawOpts): string {
  const t = TURKEY_SKIN;
  const roast = g(
    outline(t.line),
    path('M-190 0C-190-80-110-110 0-110S190-80 190 0 110 110 0 110-190 80-190 0Z', t.base),
    path(
      'M-184 30C-160 90-80 110 0 110S160 90 184 30C170 70 100 96 0 96S-170 70-184 30Z',
      t.shade,
      {
        stroke: 'none',
      },
    ),
    ellipse(-40, -50, 110, 30, t.light, { stroke: 'none', opacity: 0.8 }),
    line('M-110-100C-120-40-120 40-110 104M0-110V110M110-100C120-40 120 40 110 104', STRING, 9),
    line('M-108-40h.1M4 20h.1M100-60h.1M-60 50h.1', t.shade, 5),
  );
  return pieces(o, 'tb', roast, [[300, 320, -6, 1]], 190, 200);
}

/** Duck breast (magret): a thick fat cap, scored in a diamond, over dark red meat. */
export function drawDuckBreast(o: DrawOpts): string {
  const skin = DUCK_SKIN;
  const cap = 'M-120 0C-120-44-60-62 0-62 66-62 124-40 124 0 124 36 66 54 0 54-60 54-120 40-120 0Z';
  const magret = g(
    outline(DUCK_MEAT.line),
    path(
      'M-118 10C-116 50-60 70 0 70 66 70 122 50 124 8V30C120 64 66 82 0 82-60 82-118 62-118 30Z',
      DUCK_MEAT.base,
    ),
    path(cap, skin.base, { stroke: skin.line }),
    line(
      'M-80-40 0 48M-30-56 60 44M30-58 100 20M-100-10-40 50M-60 48 30-56M0 52 84-40M-100 30-20-52M60 46 110-10',
      skin.shade,
      3,
    ),
    ellipse(-30, -30, 50, 10, skin.light, { stroke: 'none', opacity: 0.8 }),
  );
  return pieces(
    o,
    'db',
    magret,
    [
      [300, 235, -8, 1.25],
      [300, 410, 6, 1.25],
    ],
    150,
    70,
  );
}

/** Boneless thighs: flat, uneven pieces of darker thigh meat, opened where the bone was. */
export function drawThighBoneless(o: DrawOpts): string {
  const t = MINCE;
  const piece = g(
    outline(t.line, 3),
    path(
      'M-92-10C-100-50-50-66-10-54 20-70 70-62 88-30 104 0 90 40 50 50 20 60-30 64-60 46-84 34-90 14-92-10Z',
      t.base,
    ),
    path('M-70 30C-40 52 20 56 60 40 30 60-30 64-60 46Z', t.shade, { stroke: 'none' }),
    line('M-20-40C-16-10-8 14 10 36', t.shade, 5),
    line('M-60-20C-44-30-30-28-24-20M30-40C44-44 60-38 66-26', '#FFF3EA', 5, { opacity: 0.7 }),
  );
  const spots: readonly Spot[] = [
    [220, 240, -14, 1.05],
    [390, 250, 16, 1.05],
    [210, 400, 8, 1.05],
    [390, 410, -10, 1.05],
  ];
  return pieces(o, 'tb', piece, spots, 90, 60);
}

/** Escalope: thin, wide, pounded slices, fanned out. */
export function drawEscalope(o: DrawOpts): string {
  const t = FILLET;
  const slice = g(
    outline(t.line, 3),
    path('M-150 0C-130-56 90-66 150-14 130 44-70 64-150 0Z', t.light),
    path('M-140 8C-80 44 80 40 146-6 120 36-70 56-140 8Z', t.base, { stroke: 'none' }),
    line('M-90-10h.1M-40-24h.1M10-14h.1M60-26h.1M100-8h.1M-20 14h.1M40 10h.1', t.shade, 6),
  );
  return pieces(
    o,
    'es',
    slice,
    [
      [300, 200, -10, 1.2],
      [300, 290, -4, 1.2],
      [300, 380, 2, 1.2],
      [300, 465, 6, 1.2],
    ],
    150,
    20,
  );
}
