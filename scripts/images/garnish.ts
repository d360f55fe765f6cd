// Small garnish drawn around the origin and placed where asked. Kept to a few elements each
// (copies share one path through tp) because they repeat on most pictures.
import { GREEN, GREEN_PEPPER, LEMON, ONION, RED_PEPPER, YELLOW_PEPPER } from './palette';
import { circle, d, ellipse, g, line, path, place, tp } from './svg';
import type { Rng } from './svg';

const LEAF = 'M0 0C-13-10-13-30 1-36 13-28 11-10 0 0Z';

/** Flat-leaf parsley: a stem with five lobed leaves. */
export function parsley(x: number, y: number, rot = 0, s = 1): string {
  const at = (lx: number, ly: number): [number, number] => {
    const a = (rot * Math.PI) / 180;
    return [
      x + (lx * Math.cos(a) - ly * Math.sin(a)) * s,
      y + (lx * Math.sin(a) + ly * Math.cos(a)) * s,
    ];
  };
  const leaves: [number, number, number, number, boolean][] = [
    [0, -12, -4, 1.1, false],
    [-2, 2, -52, 1, true],
    [2, 4, 50, 1, false],
    [0, 16, -100, 0.8, false],
    [0, 18, 100, 0.8, true],
  ];
  let dark = '';
  let light = '';
  for (const [lx, ly, lr, ls, isLight] of leaves) {
    const [px, py] = at(lx, ly);
    const leaf = tp(LEAF, px, py, rot + lr, s * ls);
    if (isLight) light += leaf;
    else dark += leaf;
  }
  return (
    line(tp('M0 30C0 14 2 0 0-14', x, y, rot, s), GREEN.dark, 3) +
    path(dark, GREEN.leaf) +
    path(light, GREEN.light)
  );
}

/** A round lemon slice seen from above. */
export function lemonSlice(x: number, y: number, r = 34): string {
  let spokes = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    spokes += d`M${x} ${y}L${x + Math.cos(a) * r * 0.78} ${y + Math.sin(a) * r * 0.78}`;
  }
  return (
    circle(x, y, r, LEMON.rind) +
    circle(x, y, r * 0.86, LEMON.flesh, { stroke: LEMON.pith, 'stroke-width': r * 0.1 }) +
    line(spokes, LEMON.pith, 2.4)
  );
}

export const lemonWedge = (x: number, y: number, rot = 0, s = 1): string =>
  g(
    { transform: place(x, y, rot, s) },
    path('M-40 0A40 40 0 0 0 40 0Z', LEMON.rind),
    path('M-31 3A31 31 0 0 0 31 3Z', LEMON.flesh, { stroke: LEMON.pith, 'stroke-width': 4 }),
    line('M0 4V30M0 4-20 22M0 4 20 22', LEMON.pith, 2),
  );

/** A chilli or a small sweet pepper, curved, with its green cap. */
export const chili = (x: number, y: number, rot = 0, s = 1, fill = RED_PEPPER): string =>
  g(
    { transform: place(x, y, rot, s) },
    path('M-8-30C8-32 14-16 12 0 10 18 4 32-6 42-2 24-4 8-14-6-18-16-16-28-8-30Z', fill),
    path('M-2-24C2-22 4-14 2-8', '#fff', { opacity: 0.35 }),
    path('M-14-30C-10-38 2-38 4-30-2-26-8-26-14-30Z', GREEN_PEPPER),
    line('M-4-34C-4-40-2-44 2-46', GREEN.dark, 3),
  );

export const tomato = (x: number, y: number, r = 18): string =>
  circle(x, y, r, '#E0442F') +
  circle(x - r * 0.35, y - r * 0.35, r * 0.28, '#fff', { opacity: 0.35 }) +
  path(tp('M0-4L-7-12 0-9 6-14 4-6 12-5 3-1Z', x, y, 0, r / 18), GREEN.dark);

/** Rosemary: a stem with paired needles. */
export function rosemary(x: number, y: number, rot = 0, s = 1): string {
  let needles = '';
  for (let i = 0; i < 7; i++) {
    const t = -36 + i * 11;
    needles += tp(`M-12 ${t - 5}L0 ${t} 12 ${t - 5}`, x, y, rot, s);
  }
  return line(tp('M0 44L0-44', x, y, rot, s), GREEN.dark, 2.6) + line(needles, '#4D8A50', 4);
}

export const garlic = (x: number, y: number, s = 1): string =>
  g(
    { transform: place(x, y, 0, s) },
    path('M0-26C6-18 24-12 24 4 24 18 12 24 0 24S-24 18-24 4C-24-12-6-18 0-26Z', '#FBF6EC'),
    line('M0-20C-8-6-8 10-2 22M0-20C8-6 8 10 2 22', '#E3D5BD', 2),
    line('M0-26V-34', '#D9C8A8', 3),
  );

export const onionRing = (x: number, y: number, rx = 26, ry = 22): string =>
  ellipse(x, y, rx, ry, 'none', { stroke: '#C77CB0', 'stroke-width': 5 }) +
  ellipse(x, y, rx - 6, ry - 6, 'none', { stroke: ONION, 'stroke-width': 4 });

export const pepperStrip = (x: number, y: number, rot = 0, fill = YELLOW_PEPPER): string =>
  path(tp('M-26 0C-20-10 20-10 26 0 20-4-20-4-26 0Z', x, y, rot), fill, {
    stroke: fill,
    'stroke-width': 6,
  });

/** Scattered spice or pepper dots inside a w x h box centred on (x, y). */
export function specks(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  n: number,
  fill: string,
  r = 2.4,
): string {
  let dd = '';
  for (let i = 0; i < n; i++) {
    const px = Math.round(x + rng.range(-w / 2, w / 2));
    const py = Math.round(y + rng.range(-h / 2, h / 2));
    dd += d`M${px} ${py}h.1`;
  }
  return line(dd, fill, r * 2);
}
