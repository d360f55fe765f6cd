// What a product rests on: a plate, a wooden board, grass or straw for live animals.
import { PLATE, WOOD } from './palette';
import { circle, d, ellipse, g, line, path, rect } from './svg';
import type { Rng } from './svg';

export const plate = (cx = 300, cy = 330, r = 236): string =>
  g(
    {},
    ellipse(cx, cy + 14, r, r * 0.98, '#6B4A2E', { opacity: 0.12 }),
    circle(cx, cy, r, PLATE.rim),
    circle(cx, cy, r * 0.78, PLATE.well),
    circle(cx, cy, r * 0.78, 'none', { stroke: PLATE.line, 'stroke-width': 3 }),
  );

/** A round chopping board with a handle, seen from above. */
export function board(rng: Rng, cx = 300, cy = 330, r = 236): string {
  const rot = rng.pick([-40, -30, 30, 40, 140, 150, 210, 220]);
  let grain = '';
  for (let i = -2; i <= 2; i++) {
    const y = cy + i * r * 0.3 + rng.range(-8, 8);
    const half = Math.sqrt(Math.max(0, r * r * 0.7 - (y - cy) ** 2));
    grain += d`M${cx - half} ${y}q${half} ${rng.range(-14, 14)} ${half * 2} 0`;
  }
  return g(
    {},
    g(
      { transform: d`rotate(${rot} ${cx} ${cy})` },
      rect(cx + r - 30, cy - 34, 110, 68, WOOD.shade, { rx: 34 }),
      circle(cx + r + 46, cy, 12, '#fff', { opacity: 0.5 }),
    ),
    circle(cx, cy + 12, r, WOOD.shade),
    circle(cx, cy, r, WOOD.base),
    line(grain, WOOD.grain, 4),
    circle(cx, cy, r - 14, 'none', { stroke: WOOD.shade, 'stroke-width': 3, opacity: 0.5 }),
  );
}

/** Ground for live animals: a grass or straw mound with tufts. */
export function ground(rng: Rng, straw: boolean, cx = 300, cy = 500, rx = 250): string {
  const base = straw ? '#EACB7A' : '#9BCB72';
  const dark = straw ? '#C99A3C' : '#5E9A45';
  let tufts = '';
  for (let x = cx - rx + 40; x < cx + rx - 30; x += rng.range(30, 56)) {
    const t = (x - cx) / rx;
    const yy = Math.round(cy - 40 * Math.sqrt(1 - t * t) + rng.range(10, 60));
    tufts += straw
      ? d`M${Math.round(x)} ${yy}l${Math.round(rng.range(-22, 22))} -12`
      : d`M${Math.round(x) - 8} ${yy}l4 -14 4 10 4 -16 4 20`;
  }
  return ellipse(cx, cy, rx, 46, base) + line(tufts, dark, 4, { opacity: 0.8 });
}

const BOWL = { body: '#FFFFFF', inner: '#EDE6DA', line: '#D8CDBB', band: '#4F7FB5' };

/** The inside of a bowl whose rim is centred on (cx, cy); contents go between back and front. */
export const bowlBack = (cx: number, cy: number, rx: number): string =>
  ellipse(cx, cy, rx, rx * 0.24, BOWL.inner, { stroke: BOWL.line, 'stroke-width': 4 });

export const bowlFront = (cx: number, cy: number, rx: number, band = BOWL.band): string =>
  g(
    { transform: d`translate(${cx} ${cy}) scale(${rx / 180})` },
    ellipse(0, 170, 130, 18, '#5A3A22', { opacity: 0.14 }),
    path('M-180 0A180 43 0 0 0 180 0C176 96 100 160 0 160S-176 96-180 0Z', BOWL.body, {
      stroke: BOWL.line,
      'stroke-width': 4,
    }),
    path('M-170 50C-120 78-60 86 0 86S120 78 170 50L164 66C110 100-110 100-164 66Z', band, {
      opacity: 0.85,
    }),
    path('M-150 30C-140 90-90 130-40 144', 'none', {
      stroke: '#fff',
      'stroke-width': 10,
      opacity: 0.8,
    }),
  );
