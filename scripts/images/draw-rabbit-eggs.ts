// Rabbit joints (legs alone, or cut in pieces) and eggs in a small carton rather than a tray.
import { BONE, BONE_LINE, EGG_SHELL, RABBIT_MEAT } from './palette';
import { eggPiece } from './draw-eggs';
import { outline, pieces } from './pieces';
import { d, el, ellipse, g, line, path, shadow } from './svg';
import type { DrawOpts } from './svg';

const t = RABBIT_MEAT;

/** A hind leg: a long lean thigh running to a thin shank with the bone end showing. */
const LEG = g(
  outline(t.line),
  path('M96-8 130-12 136 0 130 12 96 8Z', BONE, { stroke: BONE_LINE, 'stroke-width': 3 }),
  path(
    'M-130 0C-130-40-90-52-50-40-10-28 50-14 100-8V8C50 14-10 28-50 40-90 52-130 40-130 0Z',
    t.base,
  ),
  path(
    'M-124 18C-110 40-80 44-50 34-10 22 50 10 98 6V8C50 14-10 28-50 40-90 52-120 40-124 18Z',
    t.shade,
    {
      stroke: 'none',
    },
  ),
  ellipse(-70, -20, 40, 9, t.light, { stroke: 'none' }),
);

/** A saddle (loin) piece: a round, cut through the backbone. */
const SADDLE = g(
  outline(t.line),
  path('M-70-10C-70-50-30-60 0-60S70-50 70-10 40 50 0 50-70 30-70-10Z', t.base),
  path('M-60 14C-40 44 40 44 60 14 40 52-40 52-60 14Z', t.shade, { stroke: 'none' }),
  el('circle', { cx: 0, cy: -6, r: 12, fill: BONE, stroke: BONE_LINE, 'stroke-width': 3 }),
  ellipse(-30, -30, 20, 8, t.light, { stroke: 'none' }),
);

export const drawRabbitLegs = (o: DrawOpts): string =>
  pieces(
    o,
    'rl',
    LEG,
    [
      [300, 200, -10, 1.2],
      [290, 300, -4, 1.2],
      [310, 395, 2, 1.2],
      [300, 480, 8, 1.2],
    ],
    140,
    20,
  );

export const drawRabbitPieces = (o: DrawOpts): string =>
  pieces(
    o,
    'rp',
    LEG,
    [
      [230, 230, -30, 0.95],
      [380, 440, 160, 0.95],
    ],
    110,
    20,
  ) +
  pieces(
    o,
    'rs',
    SADDLE,
    [
      [400, 240, 10, 1],
      [220, 370, -10, 1],
      [370, 340, 20, 0.9],
    ],
    70,
    70,
  );

/**
 * A pulp carton with the lid standing open behind: two rows of six, or of five bigger eggs
 * (duck eggs); small eggs (quail) sit in a carton of their own size.
 */
export function drawEggPack(o: DrawOpts): string {
  const tint = o.tint ?? 'white';
  const large = o.size === 'large';
  const small = o.size === 'small';
  const n = large ? 5 : 6;
  const pitch = large ? 80 : small ? 50 : 66;
  const s = large ? 1.2 : small ? 0.66 : 1;
  const w = pitch * n + 40;
  const x0 = 300 - w / 2;
  const egg = o.id('egg');
  let cups = '';
  let eggs = '';
  for (let r = 0; r < 2; r++) {
    const y = 330 + r * (large ? 92 : small ? 62 : 80);
    for (let c = 0; c < n; c++) {
      const x = 300 + (c - (n - 1) / 2) * pitch;
      cups += d`M${x - pitch * 0.45} ${y + 8 * s}a${pitch * 0.45} ${20 * s} 0 0 0 ${pitch * 0.9} 0z`;
      eggs += el('use', { href: `#${egg}`, transform: d`translate(${x} ${y}) scale(${s})` });
    }
  }
  const bottom = large ? 500 : small ? 430 : 480;
  const lidTop = large ? 150 : small ? 220 : 170;
  return (
    shadow(300, bottom + 10, w / 2 + 20, 18) +
    path(d`M${x0 + 10} ${lidTop}H${x0 + w - 10}L${x0 + w} 290H${x0}Z`, '#B9A78C') +
    line(
      d`M${x0 + 40} ${lidTop + 40}H${x0 + w - 40}M${x0 + 30} ${lidTop + 80}H${x0 + w - 30}`,
      '#A8957A',
      5,
    ) +
    path(d`M${x0} 290H${x0 + w}L${x0 + w - 14} ${bottom}H${x0 + 14}Z`, '#D6C8B1', {
      stroke: '#B9A78C',
      'stroke-width': 8,
    }) +
    el('defs', {}, g({ id: egg }, eggPiece(o, EGG_SHELL[tint], tint === 'speckled'))) +
    path(cups, '#BBA98C') +
    eggs
  );
}
