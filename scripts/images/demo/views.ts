// The three views of a motif, which together make a product's imgGroup: the object on its own
// (front), turned on a second backdrop (angle), and a close-up of its most telling part (detail).
import { d, doc, ellipse, g, path, rect } from '../svg';
import type { MotifView } from '@mocks/fixtures/shared/pictures';
import type { Backdrop } from './palette';

export const MOTIF_SIZE = 400;

/** Where a close-up looks, in the motif's 400 x 400 space. */
export type Focus = { x: number; y: number };

const floorShadow = (rx = 120): string => ellipse(200, 336, rx, 14, '#2F3542', { opacity: 0.1 });

/** Four-pointed sparkle, used as a light decoration around the turned view. */
const sparkle = (x: number, y: number, s: number): string =>
  d`M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z`;

export function motifView(view: MotifView, art: string, b: Backdrop, focus: Focus): string {
  if (view === 'front') {
    return doc(
      MOTIF_SIZE,
      MOTIF_SIZE,
      rect(0, 0, 400, 400, b.front) +
        ellipse(200, 210, 165, 160, b.accent, { opacity: 0.45 }) +
        floorShadow() +
        art,
    );
  }
  if (view === 'angle') {
    return doc(
      MOTIF_SIZE,
      MOTIF_SIZE,
      rect(0, 0, 400, 400, b.angle) +
        rect(70, 70, 260, 260, b.accent, {
          rx: 48,
          opacity: 0.5,
          transform: 'rotate(12 200 200)',
        }) +
        path(sparkle(66, 86, 16) + sparkle(336, 320, 12) + sparkle(340, 80, 9), '#fff', {
          opacity: 0.85,
        }) +
        floorShadow(96) +
        g({ transform: 'translate(200 220) rotate(-12) scale(.86) translate(-200 -220)' }, art),
    );
  }
  // A close-up: the motif enlarged around its focus, cut off by the picture's edges.
  return doc(
    MOTIF_SIZE,
    MOTIF_SIZE,
    rect(0, 0, 400, 400, b.detail) +
      g({ transform: d`translate(200 200) scale(1.6) translate(${-focus.x} ${-focus.y})` }, art),
  );
}
