// The egg tray: 30 eggs in a pulp tray; the tint picks white, brown or speckled quail shells.
import { EGG_SHELL } from './palette';
import { specks } from './garnish';
import { d, el, ellipse, g, line, path, shadow } from './svg';
import type { DrawOpts } from './svg';

/** One egg around the origin, about 62 wide and 78 tall. */
export const eggPiece = (
  o: DrawOpts,
  shell: { base: string; shade: string },
  speckled: boolean,
): string =>
  path('M0-40C20-40 31-12 31 8 31 28 18 38 0 38S-31 28-31 8C-31-12-20-40 0-40Z', shell.base, {
    stroke: shell.shade,
    'stroke-width': 3,
  }) +
  path('M-26 12C-14 34 16 36 28 8 24 30 10 36 0 36-16 36-24 24-26 12Z', shell.shade) +
  (speckled ? specks(o.rng, 0, -4, 44, 56, 14, '#5E4330', 3.6) : '') +
  ellipse(-11, -14, 7, 12, '#fff', { opacity: 0.75, transform: 'rotate(20 -11 -14)' });

/** A farm feather on the tray: free-range (baladi) eggs come from the yard. */
const feather = (): string =>
  g(
    { transform: 'translate(450 470) rotate(-30)' },
    path('M0-60C30-40 30 30 0 60-30 30-30-40 0-60Z', '#F4EEE4', {
      stroke: '#C9B8A0',
      'stroke-width': 3,
    }),
    line('M0-56V70', '#B59E80', 3),
  );

/**
 * A pulp tray of 30 eggs, seen from the front and above: back rows smaller and higher. Small
 * eggs (baladi hens lay smaller ones) sit lower in their cups, with a feather on the tray.
 */
export function drawEggTray(o: DrawOpts): string {
  const tint = o.tint ?? 'white';
  const small = o.size === 'small';
  const egg = o.id('egg');
  const eggDef = g(
    { id: egg, transform: small ? 'translate(0 6) scale(.84)' : undefined },
    eggPiece(o, EGG_SHELL[tint], tint === 'speckled'),
  );
  let eggs = '';
  let cups = '';
  for (let r = 0; r < 5; r++) {
    const s = 0.78 + r * 0.06;
    const y = 190 + r * 62 + r * r * 3;
    // One scaled group per row, eggs placed by x alone: a row shares its depth.
    let row = '';
    for (let c = 0; c < 6; c++) {
      const x = 300 + (c - 2.5) * 72 * s;
      cups += d`M${x - 34 * s} ${y + 8 * s}a${34 * s} ${24 * s} 0 0 0 ${68 * s} 0z`;
      row += el('use', { href: `#${egg}`, x: Math.round((c - 2.5) * 72) });
    }
    eggs += g({ transform: d`translate(300 ${y}) scale(${s})` }, row);
  }
  return (
    shadow(300, 520, 260, 20) +
    path('M120 150H480L540 500H60Z', '#B9A78C', { stroke: '#B9A78C', 'stroke-width': 20 }) +
    path('M128 156H472L528 490H72Z', '#D6C8B1') +
    path(cups, '#BBA98C') +
    el('defs', {}, eggDef) +
    eggs +
    (small ? feather() : '')
  );
}
