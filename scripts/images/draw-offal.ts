// Liver and gizzards, and mince: the soft products, on a plate or in a bowl.
import { GIZZARD, LIVER, MINCE } from './palette';
import { outline } from './pieces';
import { bowlBack, bowlFront } from './surfaces';
import { parsley } from './garnish';
import { d, el, ellipse, g, line, path, place, shadow } from './svg';
import type { DrawOpts } from './svg';

/** Two joined lobes, glossy, as chicken livers look. */
const LIVER_PIECE = g(
  outline(LIVER.line, 3),
  path(
    'M-80 4C-86-32-44-48-10-32-2-50 34-52 58-36 84-18 80 14 56 28 24 44-64 40-80 4Z',
    LIVER.base,
  ),
  path('M-64 20C-40 38 30 38 58 24 30 44-48 42-64 20Z', LIVER.shade, { stroke: 'none' }),
  line('M-56-14C-44-28-26-28-18-20M16-34C30-40 46-36 56-24', LIVER.light, 5, { opacity: 0.8 }),
);

/** Gizzards: firm rounded halves with their pale silver skin. */
const GIZZARD_PIECE = g(
  outline(GIZZARD.line, 3),
  path(
    'M-44 6C-46-24-20-38 4-36 30-34 46-14 42 10 38 30 14 38-6 36-30 34-44 24-44 6Z',
    GIZZARD.base,
  ),
  path('M-30 14C-18 30 14 32 30 16 20 30-14 34-30 14Z', GIZZARD.shade, { stroke: 'none' }),
  path('M-40-2C-36-26-10-36 10-34-14-26-30-16-40-2Z', '#E8E2DF', { stroke: 'none' }),
  ellipse(-24, -16, 10, 5, GIZZARD.light, { stroke: 'none' }),
);

export function drawLiver(o: DrawOpts): string {
  const liver = o.id('lv');
  const giz = o.id('gz');
  const spots: [string, number, number, number][] = [
    [liver, 230, 230, -12],
    [liver, 390, 250, 14],
    [giz, 190, 350, -20],
    [liver, 330, 370, 176],
    [giz, 420, 390, 20],
    [giz, 250, 450, 6],
  ];
  return (
    spots.map(([, x, y]) => shadow(x, y + 30, 70, 12, 0.1)).join('') +
    el('defs', {}, g({ id: liver }, LIVER_PIECE), g({ id: giz }, GIZZARD_PIECE)) +
    spots
      .map(([id, x, y, rot]) => el('use', { href: `#${id}`, transform: place(x, y, rot, 1.2) }))
      .join('')
  );
}

export function drawMince(o: DrawOpts): string {
  let curls = '';
  for (let i = 0; i < 40; i++) {
    const a = o.rng.range(Math.PI * 1.05, Math.PI * 1.95);
    const r = o.rng.range(0.1, 0.95);
    const x = 300 + Math.cos(a) * 150 * r;
    const y = 300 + Math.sin(a) * 110 * r;
    curls += d`M${x} ${y}q6 -8 12 0t12 0`;
  }
  return (
    (o.bare ? shadow(300, 320, 170, 18) : bowlBack(300, 300, 190)) +
    path(
      'M134 304C140 220 220 186 300 186S460 220 466 304C400 330 200 330 134 304Z',
      MINCE.base,
      outline(MINCE.line),
    ) +
    path('M140 290C200 310 400 310 462 290L466 304C400 330 200 330 134 304Z', MINCE.shade) +
    line(curls, MINCE.shade, 3.4) +
    ellipse(250, 226, 50, 16, MINCE.light, { opacity: 0.7 }) +
    parsley(330, 196, 30, 0.9) +
    (o.bare ? '' : bowlFront(300, 300, 190))
  );
}
