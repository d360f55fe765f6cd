// Which drawing, surface and garnish each art kind gets.
import type { ArtKind } from '@/server/db/seed/data/types';
import {
  drawDuck,
  drawGoose,
  drawPigeon,
  drawQuail,
  drawRabbit,
  drawTurkey,
  drawWholeChicken,
} from './draw-birds';
import { drawBreast, drawDrumstick, drawFillet, drawThigh, drawWing } from './draw-cuts';
import { drawEggTray } from './draw-eggs';
import { drawLiver, drawMince } from './draw-offal';
import { drawBreaded, drawKofta, drawMarinated, drawSausage, drawSkewers } from './draw-prepared';
import { drawLiveChicken, drawLiveDuck, drawLiveGoose } from './draw-live';
import { drawLivePigeon, drawLiveQuail, drawLiveRabbit, drawLiveTurkey } from './draw-live-2';
import {
  chili,
  garlic,
  lemonSlice,
  lemonWedge,
  onionRing,
  parsley,
  rosemary,
  tomato,
} from './garnish';
import type { Drawer, Rng } from './svg';

export type Layer = 'back' | 'front';

export interface KindSpec {
  draw: Drawer;
  surface: 'plate' | 'board' | 'ground' | 'none';
  /** Garnish drawn behind (back) and in front of (front) the product. */
  garnish?: (rng: Rng, layer: Layer) => string;
  /** Gallery picture: whole birds go in a vacuum bag, pieces in a film-sealed tray. */
  pack: 'vacuum' | 'tray' | 'wrap' | 'farm';
}

type Piece = (x: number, y: number, rot: number) => string;

const HERBS: readonly Piece[] = [
  (x, y, r) => parsley(x, y, r, 1.25),
  (x, y, r) => rosemary(x, y, r),
  (x, y) => garlic(x, y, 1.1),
  (x, y, r) => parsley(x, y, r, 1.1),
];
const SIDES: readonly Piece[] = [
  (x, y) => lemonSlice(x, y, 36),
  (x, y, r) => lemonWedge(x, y, r / 6, 1.1),
  (x, y) => tomato(x, y, 22) + tomato(x + 30 * Math.sign(x - 300), y - 24, 17),
  (x, y, r) => chili(x, y, r / 2, 0.9),
  (x, y, r) => parsley(x, y, r * 1.5, 1.1),
];
const HOT: readonly Piece[] = [
  (x, y, r) => chili(x, y, r / 2, 0.95),
  (x, y) => onionRing(x, y),
  (x, y, r) => lemonWedge(x, y, r / 6, 1.1),
  (x, y, r) => parsley(x, y, r * 1.5, 1.1),
];

/**
 * Garnish around the rim: herbs behind the product at the top corners, one or two sides in
 * front at the bottom corners, each picked and turned by the slug's seed.
 */
const garnish =
  (back: readonly Piece[], front: readonly Piece[]) =>
  (rng: Rng, layer: Layer): string => {
    if (layer === 'back') {
      return [-1, 1]
        .map((side) =>
          rng.pick(back)(
            300 + side * rng.range(176, 190),
            rng.range(164, 196),
            side * rng.range(28, 52),
          ),
        )
        .join('');
    }
    const sides = rng.pick([[-1], [1], [-1, 1], [-1, 1]]);
    return sides
      .map((side) =>
        rng.pick(front)(
          300 + side * rng.range(160, 176),
          rng.range(468, 490),
          side * rng.range(110, 140),
        ),
      )
      .join('');
  };

const herbs = garnish(HERBS, SIDES);
const spicy = garnish(
  [HERBS[0], HOT[0]].filter((p): p is Piece => p !== undefined),
  HOT,
);

export const SPECS: Readonly<Record<ArtKind, KindSpec>> = {
  'whole-chicken': { draw: drawWholeChicken, surface: 'board', garnish: herbs, pack: 'vacuum' },
  'chicken-breast': { draw: drawBreast, surface: 'board', garnish: herbs, pack: 'tray' },
  'chicken-thigh': { draw: drawThigh, surface: 'board', garnish: herbs, pack: 'tray' },
  'chicken-drumstick': { draw: drawDrumstick, surface: 'board', garnish: herbs, pack: 'tray' },
  'chicken-wing': { draw: drawWing, surface: 'plate', garnish: spicy, pack: 'tray' },
  'chicken-fillet': { draw: drawFillet, surface: 'board', garnish: herbs, pack: 'tray' },
  'chicken-liver': { draw: drawLiver, surface: 'plate', garnish: herbs, pack: 'tray' },
  'chicken-mince': { draw: drawMince, surface: 'none', garnish: herbs, pack: 'tray' },
  duck: { draw: drawDuck, surface: 'board', garnish: herbs, pack: 'vacuum' },
  goose: { draw: drawGoose, surface: 'board', garnish: herbs, pack: 'vacuum' },
  pigeon: { draw: drawPigeon, surface: 'plate', garnish: herbs, pack: 'vacuum' },
  turkey: { draw: drawTurkey, surface: 'board', garnish: herbs, pack: 'vacuum' },
  rabbit: { draw: drawRabbit, surface: 'board', garnish: herbs, pack: 'vacuum' },
  quail: { draw: drawQuail, surface: 'plate', garnish: herbs, pack: 'tray' },
  'egg-tray': { draw: drawEggTray, surface: 'none', pack: 'wrap' },
  'live-chicken': { draw: drawLiveChicken, surface: 'ground', pack: 'farm' },
  'live-duck': { draw: drawLiveDuck, surface: 'ground', pack: 'farm' },
  'live-pigeon': { draw: drawLivePigeon, surface: 'ground', pack: 'farm' },
  'live-turkey': { draw: drawLiveTurkey, surface: 'ground', pack: 'farm' },
  'live-goose': { draw: drawLiveGoose, surface: 'ground', pack: 'farm' },
  'live-rabbit': { draw: drawLiveRabbit, surface: 'ground', pack: 'farm' },
  'live-quail': { draw: drawLiveQuail, surface: 'ground', pack: 'farm' },
  skewers: { draw: drawSkewers, surface: 'board', garnish: spicy, pack: 'tray' },
  kofta: { draw: drawKofta, surface: 'plate', garnish: spicy, pack: 'tray' },
  breaded: { draw: drawBreaded, surface: 'plate', garnish: herbs, pack: 'tray' },
  marinated: { draw: drawMarinated, surface: 'none', garnish: spicy, pack: 'tray' },
  sausage: { draw: drawSausage, surface: 'board', garnish: spicy, pack: 'tray' },
};
