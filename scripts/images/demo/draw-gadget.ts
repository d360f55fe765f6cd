// Gadgets, drawn flat in a 400 x 400 space: centred near (200, 210), resting on y = 330.
import { circle, ellipse, g, line, path, rect } from '../svg';

const DARK = '#2F3542';
const BODY = '#3A3F4B';
const SCREEN = '#4E97FD';

/** A screen's wallpaper: two soft circles and a light sweep, clipped by its rounded frame. */
const wallpaper = (x: number, y: number, w: number, h: number): string =>
  rect(x, y, w, h, SCREEN, { rx: 10 }) +
  circle(x + w * 0.3, y + h * 0.35, Math.min(w, h) * 0.22, '#7FB3FF') +
  circle(x + w * 0.72, y + h * 0.7, Math.min(w, h) * 0.18, '#33D067', { opacity: 0.7 }) +
  path(`M${x} ${y + h * 0.8}L${x + w * 0.6} ${y}H${x + w * 0.8}L${x} ${y + h}Z`, '#fff', {
    opacity: 0.15,
  });

export const phone = (): string =>
  rect(135, 74, 130, 258, DARK, { rx: 24 }) +
  wallpaper(145, 92, 110, 222) +
  rect(180, 98, 40, 10, DARK, { rx: 5 }) +
  rect(265, 130, 5, 40, BODY, { rx: 2 });

export const tablet = (): string =>
  rect(66, 104, 268, 222, DARK, { rx: 22 }) +
  wallpaper(82, 120, 236, 190) +
  circle(200, 113, 3, '#8A94A6');

export const laptop = (): string =>
  rect(104, 110, 192, 140, BODY, { rx: 12 }) +
  wallpaper(116, 122, 168, 116) +
  path('M70 252H330L346 282Q348 292 338 292H62Q52 292 54 282Z', '#C9D1DC') +
  rect(170, 256, 60, 8, '#AEB8C6', { rx: 4 }) +
  rect(54, 286, 292, 8, '#AEB8C6', { rx: 4 });

export const camera = (): string =>
  rect(140, 124, 74, 40, BODY, { rx: 10 }) +
  rect(90, 150, 220, 150, BODY, { rx: 20 }) +
  rect(90, 190, 220, 70, DARK) +
  circle(200, 225, 62, '#1F232B') +
  circle(200, 225, 46, '#4A5568') +
  circle(200, 225, 26, '#7FB3FF') +
  circle(188, 213, 8, '#fff', { opacity: 0.7 }) +
  rect(266, 164, 28, 16, '#FFD166', { rx: 4 }) +
  rect(110, 136, 22, 14, '#E84A4A', { rx: 4 });

export const headphones = (): string =>
  line('M112 236C104 96 296 96 288 236', BODY, 22) +
  line('M112 236C106 120 294 120 288 236', '#4E97FD', 6, { opacity: 0.5 }) +
  rect(78, 206, 58, 104, SCREEN, { rx: 26 }) +
  rect(264, 206, 58, 104, SCREEN, { rx: 26 }) +
  rect(118, 222, 24, 72, '#2F6FD0', { rx: 10 }) +
  rect(258, 222, 24, 72, '#2F6FD0', { rx: 10 }) +
  ellipse(96, 240, 6, 20, '#fff', { opacity: 0.35 });

export const watch = (): string =>
  rect(168, 70, 64, 262, '#BE7374', { rx: 22 }) +
  line('M200 84V120M200 282V318', '#A55F60', 4) +
  rect(270, 188, 16, 26, BODY, { rx: 4 }) +
  circle(200, 200, 76, BODY) +
  circle(200, 200, 62, '#FDFDFD') +
  line('M200 146V154M254 200H246M200 254V246M146 200H154', '#8A94A6', 5) +
  line('M200 200V162M200 200 230 214', DARK, 7) +
  circle(200, 200, 7, '#E84A4A');

export const speaker = (): string =>
  rect(128, 96, 144, 236, '#33D067', { rx: 44 }) +
  rect(128, 96, 144, 50, '#2AB85A', { rx: 25 }) +
  circle(200, 240, 50, '#1E8F45') +
  circle(200, 240, 30, '#176F36') +
  circle(200, 240, 12, '#2AB85A') +
  g(
    { fill: '#fff', opacity: 0.8 },
    circle(176, 121, 6, '#fff'),
    circle(200, 121, 6, '#fff'),
    circle(224, 121, 6, '#fff'),
  ) +
  ellipse(150, 200, 6, 40, '#fff', { opacity: 0.25 });
