// Layouts for the item pictures: the main picture (product on a warm tile) and the gallery
// picture (packed product on a chilled counter, or a live animal in a farmyard).
import { SPECS } from './kinds';
import { BRAND, TILES } from './palette';
import { farm } from './scenes';
import { board, ground, plate } from './surfaces';
import { circle, d, doc, el, g, line, path, rect } from './svg';
import type { ArtKind } from '@/server/db/seed/data/types';
import type { DrawOpts, Rng } from './svg';

/** Soft tile with a large accent blob and a few dots, placed by the slug's seed. */
function tile(rng: Rng): string {
  const t = rng.pick(TILES);
  let dots = '';
  for (let i = 0; i < 7; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(250, 280);
    dots += d`M${300 + Math.cos(a) * r} ${300 + Math.sin(a) * r}h.1`;
  }
  return (
    rect(0, 0, 600, 600, t.bg, { rx: 44 }) +
    circle(rng.pick([90, 510]), rng.pick([90, 510]), Math.round(rng.range(150, 210)), t.accent, {
      opacity: 0.55,
    }) +
    line(dots, t.accent, Math.round(rng.range(9, 14)))
  );
}

/** How much the seed's breed size scales the product (a baladi chicken is a small bird). */
const sizeScale = (kind: ArtKind, o: DrawOpts): number =>
  SPECS[kind].ownSize || !o.size ? 1 : o.size === 'small' ? 0.82 : 1.1;

export const placeKind = (kind: ArtKind, o: DrawOpts, x: number, y: number, s: number): string =>
  g(
    { transform: d`translate(${x} ${y}) scale(${s * sizeScale(kind, o)}) translate(-300 -330)` },
    SPECS[kind].draw(o),
  );

/** The kind on its plate, board or ground, with garnish behind and in front. */
function staged(kind: ArtKind, o: DrawOpts): string {
  const spec = SPECS[kind];
  const r = o.rng;
  if (spec.surface === 'ground') return ground(r, r.chance(0.4)) + spec.draw(o);
  // (Live animals keep their size: the farmyard has no plate to compare them with.)
  let under = '';
  // Boards and plates swap now and then, and the product turns a little, so that items of
  // one kind side by side in a grid do not look stamped out.
  let surface = spec.surface;
  if (surface !== 'none' && r.chance(0.3)) surface = surface === 'plate' ? 'board' : 'plate';
  if (surface === 'plate') under = plate();
  else if (surface === 'board') under = board(r);
  const back = spec.garnish ? spec.garnish(r, 'back') : '';
  const front = spec.garnish ? spec.garnish(r, 'front') : '';
  const turn = r.int(-7, 7);
  const k = sizeScale(kind, o);
  let product = spec.draw(o);
  if (k !== 1)
    product = g({ transform: d`translate(300 330) scale(${k}) translate(-300 -330)` }, product);
  return (
    under + back + (turn ? g({ transform: `rotate(${turn} 300 330)` }, product) : product) + front
  );
}

export const itemMain = (kind: ArtKind, o: DrawOpts): string =>
  doc(600, 600, tile(o.rng) + staged(kind, o));

const COOL = ['#E4EEF3', '#E6F1EE', '#EAEEF5', '#E9F2F6'];

/** Chilled counter: cool wall with tile joints, steel counter edge, a few ice cubes. */
function counter(rng: Rng): string {
  let joints = '';
  for (let y = 90; y < 420; y += 110) joints += `M0 ${y}H600`;
  for (let x = 80 + rng.int(0, 60); x < 600; x += 150) joints += `M${x} 0V420`;
  let ice = '';
  for (const [x, y] of [
    [rng.int(30, 90), rng.int(470, 540)],
    [rng.int(500, 560), rng.int(480, 550)],
  ] as const) {
    ice += rect(x - 22, y - 20, 44, 40, '#fff', {
      rx: 10,
      opacity: 0.7,
      transform: `rotate(${rng.int(-30, 30)} ${x} ${y})`,
    });
  }
  return (
    rect(0, 0, 600, 600, rng.pick(COOL), { rx: 44 }) +
    line(joints, '#fff', 4, { opacity: 0.7 }) +
    path('M0 420H600V556A44 44 0 0 1 556 600H44A44 44 0 0 1 0 556Z', '#CCD6DD') +
    rect(0, 420, 600, 14, '#B3C0C9') +
    ice
  );
}

/** A plain label: brand-coloured band, white sticker, grey lines and a barcode; no text. */
function label(x: number, y: number, rot: number, colour: string): string {
  return g(
    { transform: `translate(${x} ${y}) rotate(${rot})` },
    rect(-80, -40, 160, 80, '#fff', { rx: 8, stroke: '#00000018', 'stroke-width': 2 }),
    path('M-80-32A8 8 0 0 1-72-40H72A8 8 0 0 1 80-32V-16H-80Z', colour),
    line('M-64 0H20M-64 14H0M-64 28H30', '#B8BEC4', 5),
    line('M42 2V30M48 2V30M56 2V30M60 2V30M68 2V30', '#5A6068', 3),
  );
}

/** Shrink film over a shape: a pale glaze, a bright rim and two diagonal sheens. */
function film(shape: string, o: DrawOpts, edge = false): string {
  const clip = o.id('film');
  return (
    el('clipPath', { id: clip }, path(shape, '#fff')) +
    (edge ? path(shape, 'none', { stroke: '#9FB2C0', 'stroke-width': 9, opacity: 0.6 }) : '') +
    path(shape, '#F4FAFF', { 'fill-opacity': 0.22, stroke: '#fff', 'stroke-width': 5 }) +
    g(
      { 'clip-path': `url(#${clip})`, fill: '#fff', opacity: 0.35 },
      path('M60 330 260 130H320L120 330Z', '#fff'),
      path('M300 520 500 320H530L330 520Z', '#fff'),
    )
  );
}

export function itemGallery(kind: ArtKind, o: DrawOpts): string {
  const spec = SPECS[kind];
  if (spec.pack === 'farm') {
    const clip = o.id('tile');
    return doc(
      600,
      600,
      el('clipPath', { id: clip }, rect(0, 0, 600, 600, '#fff', { rx: 44 })) +
        g({ 'clip-path': `url(#${clip})` }, farm(o, 600, 600), placeKind(kind, o, 300, 370, 0.8)),
    );
  }
  const r = o.rng;
  const band = r.pick([BRAND.orange, BRAND.red, '#2E8B57', BRAND.navy]);
  const bare = { ...o, bare: true };
  let body = counter(r);
  if (spec.pack === 'vacuum') {
    const bag =
      'M150 150H450C500 150 520 190 520 240V430C520 480 490 510 440 510H160C110 510 80 480 80 430V240C80 190 100 150 150 150Z';
    body +=
      el('ellipse', { cx: 300, cy: 516, rx: 230, ry: 22, fill: '#000', opacity: 0.1 }) +
      placeKind(kind, bare, 300, 330, 0.8) +
      film(bag, o, true) +
      line(
        'M100 156 120 140 140 156 160 140 180 156 200 140 220 156 240 140 260 156 280 140 300 156 320 140 340 156 360 140 380 156 400 140 420 156 440 140 460 156 480 140 500 156',
        '#fff',
        6,
        { opacity: 0.8 },
      ) +
      label(400, 450, -4, band);
  } else if (spec.pack === 'wrap') {
    body +=
      placeKind(kind, o, 300, 330, 1) +
      film('M116 136H484L548 512H52Z', o) +
      label(420, 462, 0, band);
  } else {
    const dark = r.chance(0.5);
    const shape =
      'M110 150H490A40 40 0 0 1 530 190V470A40 40 0 0 1 490 510H110A40 40 0 0 1 70 470V190A40 40 0 0 1 110 150Z';
    body +=
      el('ellipse', { cx: 300, cy: 520, rx: 240, ry: 20, fill: '#000', opacity: 0.12 }) +
      path(shape, dark ? '#2F3337' : '#FBFBFA') +
      rect(92, 172, 416, 316, dark ? '#3D4247' : '#EDEFEF', { rx: 26 }) +
      placeKind(kind, bare, 300, 330, 0.7) +
      film(shape, o) +
      label(420, 460, 0, band);
  }
  return doc(600, 600, body);
}
