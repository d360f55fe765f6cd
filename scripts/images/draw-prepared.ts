// Ready-to-cook and prepared products, and the egg tray.
import {
  CRUMB,
  GREEN,
  GREEN_PEPPER,
  GRILLED,
  KOFTA,
  RED_PEPPER,
  SAUSAGE,
  YELLOW_PEPPER,
} from './palette';
import { outline, pieces } from './pieces';
import { specks } from './garnish';
import { d, el, g, line, path, place, rect, shadow } from './svg';
import type { DrawOpts } from './svg';

const STICK = '#C9A06A';

const CHUNK = g(
  outline(GRILLED.line, 3),
  path(
    'M-30-22C-20-32 20-32 30-22 36-8 36 10 28 24 16 32-16 32-28 24-36 10-36-8-30-22Z',
    GRILLED.base,
  ),
  path('M-28 12C-12 24 12 24 30 10 28 24 16 32 0 32S-26 26-28 12Z', GRILLED.shade, {
    stroke: 'none',
  }),
  line('M-18-12 6-22M-22 4 14-12M-10 18 20 4', '#8A4A1C', 5, { opacity: 0.6 }),
);

/** Shish tawook: grilled chicken cubes with pepper and onion on wooden skewers. */
export function drawSkewers(o: DrawOpts): string {
  const chunk = o.id('ck');
  let out = el('defs', {}, g({ id: chunk }, CHUNK));
  const rows = [
    [110, 270, 490, 160],
    [110, 450, 490, 340],
  ] as const;
  for (const [x0, y0, x1, y1] of rows) {
    out += shadow((x0 + x1) / 2, (y0 + y1) / 2 + 50, 200, 18, 0.1);
    out += line(d`M${x0 - 20} ${y0 + 6}L${x1 + 30} ${y1 - 8}`, STICK, 8);
    const rot = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
    const n = 7;
    for (let i = 0; i < n; i++) {
      const x = x0 + ((x1 - x0) * (i + 0.5)) / n;
      const y = y0 + ((y1 - y0) * (i + 0.5)) / n;
      if (i % 2 === 0) {
        out += el('use', {
          href: `#${chunk}`,
          transform: place(Math.round(x), Math.round(y), Math.round(rot + o.rng.range(-8, 8)), 1.3),
        });
      } else {
        const fill = o.rng.pick([RED_PEPPER, GREEN_PEPPER, YELLOW_PEPPER]);
        out += rect(-14, -36, 28, 72, fill, {
          rx: 10,
          transform: place(Math.round(x), Math.round(y), Math.round(rot)),
        });
      }
    }
  }
  return out;
}

/** Kofta: long grilled fingers on skewers, with char marks. */
export function drawKofta(o: DrawOpts): string {
  const finger = g(
    outline(KOFTA.line),
    path(
      'M-150-4C-150-26-130-30-100-28-60-32-20-26 20-30 60-34 110-28 140-26 160-22 160 22 140 26 110 30 60 34 20 30-20 26-60 32-100 28-130 30-150 26-150-4Z',
      KOFTA.base,
    ),
    path(
      'M-146 14C-120 26-60 28 0 26S110 26 152 12C150 22 140 26 110 30 60 34 20 30-20 26-60 32-100 28-130 30-146 14Z',
      KOFTA.shade,
      { stroke: 'none' },
    ),
    line('M-110-22-96 22M-60-24-46 24M-10-24 4 24M40-26 54 24M90-24 104 24', '#4A2212', 7, {
      opacity: 0.55,
    }),
    line('M-120-14C-60-20 40-18 120-16', KOFTA.light, 5, { opacity: 0.6 }),
    specks(o.rng, 0, 0, 260, 30, 14, GREEN.dark, 1.6),
  );
  const rows = [
    [300, 220, -12],
    [300, 330, -8],
    [300, 440, -4],
  ] as const;
  return (
    rows
      .map(([x, y, r]) =>
        line(`M${x - 200} ${y + Math.round(r * 3.5)}l400 ${Math.round(-r * 7)}`, STICK, 7),
      )
      .join('') + pieces(o, 'kf', finger, rows, 160, 50)
  );
}

/** Pané: golden breaded cutlets, crumb-textured (nuggets and strips have their own). */
export function drawBreaded(o: DrawOpts): string {
  const crumbs = (w: number, h: number, n: number): string =>
    specks(o.rng, 0, 0, w, h, n, CRUMB.shade, 2.4) + specks(o.rng, 0, 0, w, h, n, CRUMB.light, 2.4);
  const cutlet = g(
    outline(CRUMB.line),
    path(
      'M-130-10C-130-60-60-80 0-72 70-66 130-40 128 10 126 60 60 80-10 78-80 76-130 40-130-10Z',
      CRUMB.base,
    ),
    path(
      'M-120 26C-90 66 0 82 60 74 100 66 120 40 126 20 120 60 60 80-10 78-80 76-116 50-120 26Z',
      CRUMB.shade,
      { stroke: 'none' },
    ),
    crumbs(200, 110, 26),
  );
  return pieces(
    o,
    'ct',
    cutlet,
    [
      [270, 230, -14],
      [330, 330, 8],
      [280, 440, -4],
    ],
    130,
    100,
  );
}

/** Chicken sausages: curved links with a glossy stripe. */
export function drawSausage(o: DrawOpts): string {
  const link = g(
    outline(SAUSAGE.line),
    path(
      'M-150 10C-120-40 120-40 150 10 156 22 140 34 128 26 80-8-80-8-128 26-140 34-156 22-150 10Z',
      SAUSAGE.base,
    ),
    path(
      'M-146 26C-140 34-132 32-128 26-80-8 80-8 128 26 132 32 140 34 146 26 120 10 60-4 0-4S-110 8-146 26Z',
      SAUSAGE.shade,
      { stroke: 'none' },
    ),
    line('M-110-6C-60-26 60-26 110-6', SAUSAGE.light, 6),
    line('M-156 14-166 8M156 14 166 8', SAUSAGE.line, 5),
  );
  return pieces(
    o,
    'sg',
    link,
    [
      [300, 210, -6, 1.2],
      [290, 325, 4, 1.2],
      [310, 440, -2, 1.2],
    ],
    150,
    60,
  );
}
