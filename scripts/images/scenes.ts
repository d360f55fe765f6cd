// Outdoor backdrops (farmyard, sunrise) and the wide banner layouts.
import { SPECS } from './kinds';
import { MEDALLIONS, TILES, WOOD } from './palette';
import { chili, lemonSlice, parsley, rosemary } from './garnish';
import { plate } from './surfaces';
import { circle, d, doc, el, g, line, path, rect } from './svg';
import type { ArtKind } from '@/server/db/seed/data/types';
import type { DrawOpts, Rng } from './svg';

const cloud = (x: number, y: number, s: number): string =>
  path(
    d`M${x - 60 * s} ${y}a${30 * s} ${30 * s} 0 0 1 ${24 * s} ${-46 * s}a${40 * s} ${40 * s} 0 0 1 ${74 * s} ${-6 * s}a${30 * s} ${30 * s} 0 0 1 ${26 * s} ${52 * s}Z`,
    '#fff',
    { opacity: 0.9 },
  );

/** Farmyard: sky, sun, hills, a wooden fence and a small barn. Horizon at 62% of the height. */
export function farm(o: DrawOpts, w: number, h: number, dawn = false): string {
  const r = o.rng;
  const sky = o.id('sky');
  const hz = Math.round(h * 0.62);
  const sunX = Math.round(w * r.range(0.62, 0.85));
  const sunY = dawn ? hz - 30 : Math.round(h * 0.16);
  let posts = '';
  let x = r.int(10, 40);
  for (; x < w; x += 74) posts += rect(x, hz - 70, 16, 96, WOOD.base, { rx: 4 });
  // Wide scenes keep the barn on the right, away from the text the page lays over the left.
  const barnX = w > h ? w * 0.9 - 120 : r.pick([w * 0.06, w * 0.86 - 120]);
  return (
    el(
      'defs',
      {},
      el(
        'linearGradient',
        { id: sky, x1: 0, y1: 0, x2: 0, y2: 1 },
        el('stop', { offset: 0, 'stop-color': dawn ? '#FBD3A6' : '#BFE3F5' }),
        el('stop', { offset: 1, 'stop-color': dawn ? '#FFF3DC' : '#F1F9FC' }),
      ),
    ) +
    rect(0, 0, w, h, `url(#${sky})`) +
    circle(sunX, sunY, 80, '#FFE08A', { opacity: 0.45 }) +
    circle(sunX, sunY, 50, dawn ? '#FFB547' : '#FFD166') +
    cloud(w * r.range(0.15, 0.4), h * 0.2, 1) +
    cloud(w * r.range(0.45, 0.6), h * 0.32, 0.7) +
    path(
      d`M0 ${hz - 30}Q${w * 0.25} ${hz - 90} ${w * 0.5} ${hz - 40}T${w} ${hz - 50}V${h}H0Z`,
      '#BFDDA0',
    ) +
    g(
      { transform: d`translate(${barnX} ${hz - 150})` },
      path('M0 60 60 10 120 60V160H0Z', '#C8553D'),
      path('M-8 64 60 4 128 64', 'none', { stroke: '#8E3B2A', 'stroke-width': 10 }),
      rect(38, 90, 44, 70, '#F4E3C4'),
      line('M38 90 82 160M82 90 38 160', '#C8553D', 5),
    ) +
    posts +
    rect(0, hz - 50, w, 12, WOOD.base) +
    rect(0, hz - 14, w, 12, WOOD.base) +
    line(`M0 ${hz - 38}H${w}M0 ${hz - 2}H${w}`, WOOD.shade, 3, { opacity: 0.6 }) +
    path(d`M0 ${hz + 10}Q${w / 2} ${hz - 20} ${w} ${hz + 10}V${h}H0Z`, '#A5D37F')
  );
}

const sub = (o: DrawOpts, key: string, rng: Rng): DrawOpts => ({
  ...o,
  rng,
  id: (n) => o.id(key + n),
  alt: key !== 'm',
});

const LIVE: readonly ArtKind[] = [
  'live-chicken',
  'live-duck',
  'live-goose',
  'live-turkey',
  'live-pigeon',
  'live-rabbit',
  'live-quail',
];
/** Banner companions: pieces rather than whole birds, which keeps banners well under 10 KB. */
const COUNTER: readonly ArtKind[] = [
  'chicken-drumstick',
  'chicken-fillet',
  'chicken-wing',
  'chicken-thigh',
  'chicken-breast',
];
/** Companions that belong with a main product, where the obvious ones differ. */
const WITH: Partial<Record<ArtKind, readonly ArtKind[]>> = {
  duck: ['chicken-liver-gizzards', 'chicken-thigh', 'chicken-breast'],
  goose: ['chicken-liver-gizzards', 'chicken-thigh', 'chicken-breast'],
  pigeon: ['quail', 'chicken-liver-gizzards', 'chicken-drumstick'],
  quail: ['pigeon', 'chicken-liver-gizzards', 'chicken-wing'],
  skewers: ['kofta', 'breaded', 'sausage', 'marinated'],
  kofta: ['skewers', 'breaded', 'sausage'],
  breaded: ['skewers', 'kofta', 'chicken-fillet'],
  marinated: ['skewers', 'kofta', 'chicken-wing'],
  sausage: ['kofta', 'skewers', 'breaded'],
};

const at = (body: string, x: number, y: number, s: number): string =>
  g({ transform: d`translate(${x} ${y}) scale(${s}) translate(-300 -330)` }, body);

/**
 * 1200x480 banner. The left 45% stays quiet for the page's overlaid text; there is no text
 * in the image, so the page may mirror it for right-to-left layouts.
 */
export function banner(kind: ArtKind, o: DrawOpts): string {
  const r = o.rng;
  const outdoor = SPECS[kind].pack === 'farm' || kind === 'egg-tray';
  const pool = (outdoor ? LIVE : (WITH[kind] ?? COUNTER)).filter((k) => k !== kind);
  const left = r.pick(pool);
  const right = r.pick(pool.filter((k) => k !== left));
  // Indoors each product sits on a plate without garnish of its own: herbs lie on the paper.
  const draw = (k: ArtKind, key: string): string =>
    (!outdoor && SPECS[k].surface !== 'none' ? plate() : '') + SPECS[k].draw(sub(o, key, r));
  let body: string;
  if (outdoor) {
    body =
      farm(o, 1200, 480, true) +
      at(draw(left, 'l'), 650, 340, 0.55) +
      at(draw(right, 'r'), 1090, 350, 0.55) +
      at(draw(kind, 'm'), 870, 320, kind === 'egg-tray' ? 0.6 : 0.75);
  } else {
    // A flat lay seen from above: kraft paper on the table, the products and a few herbs on it.
    const t = r.pick(TILES);
    body =
      rect(0, 0, 1200, 480, t.bg) +
      circle(900, 240, 320, t.accent, { opacity: 0.45 }) +
      rect(560, 28, 640, 440, '#EBD3AE', { rx: 18, transform: 'rotate(-4 880 248)' }) +
      rect(574, 40, 612, 416, '#F3DFBF', { rx: 14, transform: 'rotate(-4 880 248)' }) +
      parsley(600, 70, -30, 1.1) +
      rosemary(780, 430, 70) +
      lemonSlice(1010, 420, 30) +
      chili(1160, 420, 30) +
      at(draw(left, 'l'), 680, 340, 0.42) +
      at(draw(right, 'r'), 1090, 150, 0.42) +
      at(draw(kind, 'm'), 890, 246, 0.68);
  }
  return doc(1200, 480, body);
}

/**
 * 400x400 category medallion: the kind on a round coloured disc. Colours go round by the
 * category's place in the list, so neighbours on the home page never share one.
 */
export function medallion(kind: ArtKind, o: DrawOpts, index: number): string {
  const m = MEDALLIONS[index % MEDALLIONS.length] ?? o.rng.pick(MEDALLIONS);
  const live = SPECS[kind].pack === 'farm';
  return doc(
    400,
    400,
    circle(200, 200, 196, m.bg) +
      circle(200, 200, 186, 'none', { stroke: m.ring, 'stroke-width': 6, opacity: 0.5 }) +
      circle(200, 200, 150, '#fff', { opacity: 0.45 }) +
      (live ? el('ellipse', { cx: 200, cy: 300, rx: 130, ry: 24, fill: '#9BCB72' }) : '') +
      at(SPECS[kind].draw(o), 200, live ? 204 : 205, 0.52),
  );
}
