// Shared by the drawing files: a piece drawn once and placed several times, and outlines.
import { el, g, place, shadow } from './svg';
import type { DrawOpts } from './svg';

export type Spot = readonly [x: number, y: number, rot: number, scale?: number];

/** Defines `piece` once and places it at each spot, each with a soft shadow beneath. */
export function pieces(
  o: DrawOpts,
  name: string,
  piece: string,
  spots: readonly Spot[],
  sw = 90,
  sh = 60,
): string {
  const id = o.id(name);
  return (
    spots.map(([x, y, , s = 1]) => shadow(x, y + sh * 0.55 * s, sw * s, 14 * s)).join('') +
    el('defs', {}, g({ id }, piece)) +
    spots
      .map(([x, y, rot, s = 1]) => el('use', { href: `#${id}`, transform: place(x, y, rot, s) }))
      .join('')
  );
}

/** Outline attributes for a group of shapes that share one stroke. */
export const outline = (c: string, w = 4) => ({ stroke: c, 'stroke-width': w });
