// Ready-to-cook products each with a look of its own: nuggets, strips, hot dogs, the
// butterflied marinated chicken and marinated wings.
import { CRUMB, HOT_DOG, SPICED } from './palette';
import { wingPiece } from './draw-cuts';
import { flatBird } from './draw-small-birds';
import { specks } from './garnish';
import { outline, pieces } from './pieces';
import type { Spot } from './pieces';
import { g, line, path, rect, shadow } from './svg';
import type { DrawOpts, Rng } from './svg';

const crumbs = (rng: Rng, w: number, h: number, n: number): string =>
  specks(rng, 0, 0, w, h, n, CRUMB.shade, 2.4) + specks(rng, 0, 0, w, h, n, CRUMB.light, 2.4);

/** Nine nuggets, small rounded pieces heaped on the plate. */
export function drawNuggets(o: DrawOpts): string {
  const nugget = g(
    outline(CRUMB.line),
    path(
      'M-40-6C-42-30-14-40 8-36 34-34 46-16 42 6 38 30 10 38-10 36-32 34-38 18-40-6Z',
      CRUMB.base,
    ),
    path('M-36 14C-24 32 14 38 38 16 30 32 10 38-10 36-26 34-34 26-36 14Z', CRUMB.shade, {
      stroke: 'none',
    }),
    crumbs(o.rng, 60, 50, 8),
  );
  const spots: readonly Spot[] = [
    [220, 230, 10, 1.3],
    [320, 215, -20, 1.3],
    [410, 250, 40, 1.3],
    [190, 340, -30, 1.3],
    [300, 330, 5, 1.3],
    [410, 355, 60, 1.3],
    [230, 440, 20, 1.3],
    [340, 445, -40, 1.3],
    [300, 390, 80, 1.2],
  ];
  return pieces(o, 'ng', nugget, spots, 40, 30);
}

/** Strips: long breaded fingers side by side. */
export function drawStrips(o: DrawOpts): string {
  const strip = g(
    outline(CRUMB.line),
    path(
      'M-150-8C-150-30-120-34-60-30 0-36 80-32 140-24 160-20 160 22 140 26 80 34 0 30-60 32-120 34-150 26-150-8Z',
      CRUMB.base,
    ),
    path(
      'M-146 14C-100 28 60 30 152 14 148 24 140 26 80 34 0 30-60 32-120 34-146 26-146 14Z',
      CRUMB.shade,
      {
        stroke: 'none',
      },
    ),
    crumbs(o.rng, 270, 40, 14),
  );
  const spots: readonly Spot[] = [
    [300, 200, -16, 1],
    [290, 275, -10, 1],
    [305, 350, -4, 1],
    [295, 425, 4, 1],
  ];
  return pieces(o, 'st', strip, spots, 150, 40);
}

/** Hot dogs: thin, straight, even franks, paler than the sausages, in a neat row. */
export function drawHotDogs(o: DrawOpts): string {
  const t = HOT_DOG;
  const frank = g(
    outline(t.line, 3),
    rect(-160, -18, 320, 36, t.base, { rx: 18 }),
    path('M-150 8H150A14 14 0 0 1 136 18H-136A14 14 0 0 1-150 8Z', t.shade, { stroke: 'none' }),
    line('M-130-8H120', t.light, 5),
  );
  const spots: readonly Spot[] = [];
  const rows: Spot[] = [];
  for (let i = 0; i < 6; i++) rows.push([300, 200 + i * 54, -8, 1]);
  return pieces(o, 'hd', frank, spots.concat(rows), 160, 30);
}

/** The steel tray marinated products come in. */
const tray = (o: DrawOpts): string =>
  o.bare
    ? ''
    : shadow(300, 500, 230, 20) +
      rect(70, 130, 460, 370, '#BFC6CE', { rx: 40 }) +
      rect(88, 148, 424, 334, '#DCE1E6', { rx: 30 });

/** Marinated whole chicken for grilling: butterflied flat, red with spice. */
export const drawMarinatedWhole = (o: DrawOpts): string =>
  tray(o) + pieces(o, 'mw', flatBird(SPICED, true), [[300, 316, -4, 1.2]], 180, 150);

/** Barbecue wings: whole wings glazed in the spiced marinade. */
export const drawMarinatedWings = (o: DrawOpts): string =>
  tray(o) +
  pieces(
    o,
    'mg',
    wingPiece(SPICED),
    [
      [220, 230, -14, 0.95],
      [390, 240, 10, 0.95],
      [210, 380, 6, 0.95],
      [390, 400, -8, 0.95],
    ],
    80,
    40,
  ) +
  specks(o.rng, 300, 320, 360, 260, 30, '#7A2A10', 2.2);
