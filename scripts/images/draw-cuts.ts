// Raw cuts: each piece is drawn once around the origin inside <defs>, then placed a few
// times with <use>, which keeps the files small.
import type { Tone } from './palette';
import { BONE, BONE_LINE, FILLET, SKIN } from './palette';
import { outline, pieces } from './pieces';
import { d, el, ellipse, g, line, path } from './svg';
import type { DrawOpts } from './svg';

const bone = (x: number, y: number): string =>
  g(
    outline(BONE_LINE, 3),
    path(d`M${x - 4} ${y - 8}h26v16h-26z`, BONE),
    el('circle', { cx: x + 24, cy: y - 9, r: 10, fill: BONE }),
    el('circle', { cx: x + 24, cy: y + 9, r: 10, fill: BONE }),
  );

/** Pieces take the skin tone, so the other birds' cuts reuse them. */
export const drumstickPiece = (t: Tone): string =>
  g(
    outline(t.line),
    bone(54, 0),
    path(
      'M-84 0C-84-40-44-50-10-34 14-24 38-14 56-10V10C38 14 14 24-10 34-44 50-84 40-84 0Z',
      t.base,
    ),
    g(
      { stroke: 'none' },
      path(
        'M-80 14C-72 36-40 42-10 30 14 20 38 12 54 8V4C36 8 12 16-12 24-40 32-66 30-80 14Z',
        t.shade,
      ),
      ellipse(-46, -20, 26, 9, t.light, { transform: 'rotate(-10 -46 -20)' }),
    ),
    line('M44-12C38-4 48 4 42 12', t.shade, 4),
  );

export const drawDrumstick = (o: DrawOpts): string =>
  pieces(
    o,
    'ds',
    drumstickPiece(SKIN),
    [
      [300, 200, -28, 1.35],
      [290, 330, -16, 1.35],
      [300, 455, -4, 1.35],
    ],
    100,
    40,
  );

/** Sold as the whole leg quarter: the thigh with its drumstick. */
export const thighPiece = (t: Tone): string =>
  g(
    outline(t.line),
    bone(120, -10),
    path('M16-46C56-40 96-26 122-16V4C96 12 60 34 20 44Z', t.base),
    path('M-96-6C-98-44-54-66-10-60 30-56 56-30 54 4 52 40 18 62-22 62-62 62-94 34-96-6Z', t.base),
    path('M-84 30C-60 58-10 70 30 52 4 70-40 72-70 54Z', FILLET.base),
    g(
      { stroke: 'none' },
      path(
        'M-92 10C-80 40-40 56 0 52 26 48 44 36 52 20 46 46 18 62-22 62-62 62-88 40-92 10Z',
        t.shade,
      ),
      ellipse(-30, -34, 40, 13, t.light, { transform: 'rotate(-8 -30 -34)' }),
      ellipse(76, -16, 30, 7, t.light, { transform: 'rotate(12 76 -16)' }),
    ),
    line('M112-16C106-10 114-2 108 4', t.shade, 4),
  );

export const drawThigh = (o: DrawOpts): string =>
  pieces(
    o,
    'th',
    thighPiece(SKIN),
    [
      [270, 210, -14, 1.25],
      [290, 340, -4, 1.25],
      [270, 464, 6, 1.25],
    ],
    110,
    40,
  );

export const wingPiece = (t: Tone): string =>
  g(
    outline(t.line),
    path('M70 40C88 50 108 70 112 92 94 88 76 74 62 58Z', t.shade),
    path(
      'M-12-30C-2-54 30-46 50-22 70 2 90 22 88 44 86 60 64 62 50 52 28 36 8 10-6-4-14-14-16-22-12-30Z',
      t.base,
    ),
    path(
      'M-96 30C-104 8-74-20-34-40-12-52 12-46 12-28 12-10-18 12-48 34-68 48-90 46-96 30Z',
      t.base,
    ),
    g(
      { stroke: 'none' },
      ellipse(-46, -10, 32, 9, t.light, { transform: 'rotate(-32 -46 -10)' }),
      ellipse(36, -4, 26, 8, t.light, { transform: 'rotate(44 36 -4)' }),
      path(
        'M-92 34C-80 48-60 44-44 34-24 20-2 4 8-14 10 0-10 16-44 36-62 48-84 48-92 34Z',
        t.shade,
      ),
    ),
  );

export const drawWing = (o: DrawOpts): string =>
  pieces(
    o,
    'wg',
    wingPiece(SKIN),
    [
      [230, 230, -14, 1.3],
      [390, 300, 10, 1.3],
      [250, 410, 4, 1.3],
    ],
    100,
    40,
  );

/** A bone-in half breast, skin side up, with the cut rib edge showing along one side. */
export const halfBreastPiece = (t: Tone): string =>
  g(
    outline(t.line),
    path(
      'M-16-100C44-106 92-66 92-6 92 54 48 96 0 106-14 70-22 20-24-30-24-60-22-84-16-100Z',
      t.base,
    ),
    path(
      'M-16-100C-22-84-24-60-24-30-22 20-14 70 0 106-24 84-38 30-38-24-38-60-32-88-16-100Z',
      FILLET.base,
    ),
    g(
      { stroke: 'none' },
      path('M92-6C92 54 48 96 0 106-4 92 10 82 26 72 66 52 84 18 92-6Z', t.shade),
      ellipse(36, -40, 26, 44, t.light, { transform: 'rotate(-14 36 -40)' }),
      ellipse(50, 30, 12, 20, t.light, { opacity: 0.6 }),
    ),
    line('M-30-70H-20M-32-36H-22M-32 0H-22M-28 36H-18', BONE, 5),
  );

export const drawBreast = (o: DrawOpts): string =>
  pieces(
    o,
    'br',
    halfBreastPiece(SKIN),
    [
      [200, 316, -14, 1.3],
      [390, 316, 12, 1.3],
    ],
    100,
    170,
  );

export const FILLET_PIECE = g(
  outline(FILLET.line),
  path(
    'M-96 0C-96-36-56-52-6-48 44-44 90-22 112 6 90 26 44 44-6 48-56 52-96 36-96 0Z',
    FILLET.base,
  ),
  g(
    { stroke: 'none' },
    path('M-84 26C-44 44 30 40 100 14 60 36 10 46-30 46-60 46-76 38-84 26Z', FILLET.shade),
    line('M-70-22C-40-36 0-36 40-24M-40 2C-10-6 30-4 60 6', '#fff', 5, { opacity: 0.45 }),
  ),
);

export const drawFillet = (o: DrawOpts): string =>
  pieces(
    o,
    'fl',
    FILLET_PIECE,
    [
      [296, 210, -12, 1.3],
      [300, 330, -4, 1.3],
      [304, 450, 6, 1.3],
    ],
    100,
    50,
  );
