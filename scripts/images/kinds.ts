// Which drawing, surface and garnish each art kind gets.
import type { ArtKind } from '@/server/db/seed/data/types';
import {
  drawDuck,
  drawGoose,
  drawPigeon,
  drawQuail,
  drawRabbit,
  drawSkinlessChicken,
  drawTurkey,
  drawWholeChicken,
} from './draw-birds';
import { drawBreast, drawDrumstick, drawFillet, drawThigh, drawWing } from './draw-cuts';
import {
  drawChickenEighths,
  drawDuckBreast,
  drawDuckQuarters,
  drawEscalope,
  drawGoosePieces,
  drawThighBoneless,
  drawTurkeyBreast,
  drawTurkeyThighs,
  drawTurkeyWings,
} from './draw-cuts-2';
import { drawEggTray } from './draw-eggs';
import {
  drawGooseLiver,
  drawLiverGizzards,
  drawLiverOnly,
  drawMince,
  drawTurkeyMince,
} from './draw-offal';
import { drawBreaded, drawKofta, drawSausage, drawSkewers } from './draw-prepared';
import {
  drawHotDogs,
  drawMarinatedWhole,
  drawMarinatedWings,
  drawNuggets,
  drawStrips,
} from './draw-prepared-2';
import { drawEggPack, drawRabbitLegs, drawRabbitPieces } from './draw-rabbit-eggs';
import {
  drawButterfliedPigeon,
  drawButterfliedQuail,
  drawPigeonSingle,
  drawQuailFamily,
  drawStuffedPigeon,
  drawStuffedQuail,
} from './draw-small-birds';
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
  /** The drawing shows the seed's size itself (eggs in their cups), not by scaling. */
  ownSize?: boolean;
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
  'chicken-skinless': {
    draw: drawSkinlessChicken,
    surface: 'plate',
    garnish: herbs,
    pack: 'vacuum',
  },
  'chicken-eighths': { draw: drawChickenEighths, surface: 'board', garnish: herbs, pack: 'tray' },
  'chicken-breast': { draw: drawBreast, surface: 'board', garnish: herbs, pack: 'tray' },
  'chicken-thigh': { draw: drawThigh, surface: 'board', garnish: herbs, pack: 'tray' },
  'chicken-thigh-boneless': {
    draw: drawThighBoneless,
    surface: 'plate',
    garnish: herbs,
    pack: 'tray',
  },
  'chicken-drumstick': { draw: drawDrumstick, surface: 'board', garnish: herbs, pack: 'tray' },
  'chicken-wing': { draw: drawWing, surface: 'plate', garnish: spicy, pack: 'tray' },
  'chicken-fillet': { draw: drawFillet, surface: 'board', garnish: herbs, pack: 'tray' },
  'chicken-escalope': { draw: drawEscalope, surface: 'board', garnish: herbs, pack: 'tray' },
  'chicken-liver': { draw: drawLiverOnly, surface: 'plate', garnish: herbs, pack: 'tray' },
  'chicken-liver-gizzards': {
    draw: drawLiverGizzards,
    surface: 'plate',
    garnish: herbs,
    pack: 'tray',
  },
  'chicken-mince': { draw: drawMince, surface: 'none', garnish: herbs, pack: 'tray' },
  duck: { draw: drawDuck, surface: 'board', garnish: herbs, pack: 'vacuum' },
  'duck-breast': { draw: drawDuckBreast, surface: 'board', garnish: herbs, pack: 'tray' },
  'duck-quarters': { draw: drawDuckQuarters, surface: 'board', garnish: herbs, pack: 'tray' },
  goose: { draw: drawGoose, surface: 'board', garnish: herbs, pack: 'vacuum' },
  'goose-pieces': { draw: drawGoosePieces, surface: 'board', garnish: herbs, pack: 'tray' },
  'goose-liver': { draw: drawGooseLiver, surface: 'plate', garnish: herbs, pack: 'tray' },
  pigeon: { draw: drawPigeon, surface: 'plate', garnish: herbs, pack: 'vacuum' },
  'pigeon-single': { draw: drawPigeonSingle, surface: 'plate', garnish: herbs, pack: 'vacuum' },
  'stuffed-pigeon': { draw: drawStuffedPigeon, surface: 'plate', garnish: herbs, pack: 'tray' },
  'butterflied-pigeon': {
    draw: drawButterfliedPigeon,
    surface: 'board',
    garnish: spicy,
    pack: 'tray',
  },
  turkey: { draw: drawTurkey, surface: 'board', garnish: herbs, pack: 'vacuum' },
  'turkey-breast': { draw: drawTurkeyBreast, surface: 'board', garnish: herbs, pack: 'vacuum' },
  'turkey-thigh': { draw: drawTurkeyThighs, surface: 'board', garnish: herbs, pack: 'tray' },
  'turkey-wing': { draw: drawTurkeyWings, surface: 'plate', garnish: spicy, pack: 'tray' },
  'turkey-mince': { draw: drawTurkeyMince, surface: 'none', garnish: herbs, pack: 'tray' },
  rabbit: { draw: drawRabbit, surface: 'board', garnish: herbs, pack: 'vacuum' },
  'rabbit-pieces': { draw: drawRabbitPieces, surface: 'board', garnish: herbs, pack: 'tray' },
  'rabbit-legs': { draw: drawRabbitLegs, surface: 'plate', garnish: herbs, pack: 'tray' },
  quail: { draw: drawQuail, surface: 'plate', garnish: herbs, pack: 'tray' },
  'quail-family': { draw: drawQuailFamily, surface: 'none', pack: 'tray' },
  'stuffed-quail': { draw: drawStuffedQuail, surface: 'plate', garnish: herbs, pack: 'tray' },
  'butterflied-quail': {
    draw: drawButterfliedQuail,
    surface: 'board',
    garnish: spicy,
    pack: 'tray',
  },
  'egg-tray': { draw: drawEggTray, surface: 'none', pack: 'wrap', ownSize: true },
  'egg-pack': { draw: drawEggPack, surface: 'none', pack: 'wrap', ownSize: true },
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
  nuggets: { draw: drawNuggets, surface: 'plate', garnish: herbs, pack: 'tray' },
  strips: { draw: drawStrips, surface: 'board', garnish: spicy, pack: 'tray' },
  marinated: { draw: drawMarinatedWhole, surface: 'none', garnish: spicy, pack: 'tray' },
  'marinated-wings': { draw: drawMarinatedWings, surface: 'none', garnish: spicy, pack: 'tray' },
  sausage: { draw: drawSausage, surface: 'board', garnish: spicy, pack: 'tray' },
  'hot-dog': { draw: drawHotDogs, surface: 'plate', garnish: spicy, pack: 'tray' },
};
