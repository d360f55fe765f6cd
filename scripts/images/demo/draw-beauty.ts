// Health and beauty, drawn flat in a 400 x 400 space: centred near (200, 210), resting on 330.
import { circle, ellipse, line, path, rect } from '../svg';

const shine = (x: number, y: number, h: number): string =>
  rect(x, y, 10, h, '#fff', { rx: 5, opacity: 0.4 });

export const serum = (): string =>
  ellipse(200, 86, 22, 30, '#3A3F4B') +
  rect(184, 106, 32, 40, '#C9D1DC', { rx: 6 }) +
  rect(146, 146, 108, 186, '#E0A458', { rx: 26 }) +
  rect(162, 206, 76, 78, '#FFF8EE', { rx: 10 }) +
  circle(200, 236, 16, '#F2709C') +
  line('M180 266H220', '#E0A458', 5) +
  shine(158, 164, 50) +
  path('M290 206C280 222 280 232 290 236C300 232 300 222 290 206Z', '#E0A458');

export const lipstick = (): string =>
  path('M168 150V96L232 70V150Z', '#D7263D') +
  path('M214 78 232 70V150H214Z', '#B01E31') +
  rect(160, 148, 80, 40, '#E2B659', { rx: 6 }) +
  rect(150, 184, 100, 146, '#BE7374', { rx: 12 }) +
  rect(150, 184, 100, 18, '#A55F60') +
  shine(164, 212, 96);

export const perfume = (): string =>
  rect(182, 92, 36, 50, '#E2B659', { rx: 8 }) +
  rect(190, 136, 20, 20, '#C9D1DC') +
  rect(120, 152, 160, 178, '#F7C6D9', { rx: 36 }) +
  rect(140, 172, 120, 138, '#F2A7C3', { rx: 26 }) +
  circle(200, 240, 30, '#fff', { opacity: 0.55 }) +
  shine(148, 186, 70) +
  line('M240 96h.1M260 84h.1M258 108h.1', '#F2A7C3', 9);

export const shampoo = (): string =>
  rect(188, 66, 24, 40, '#3A3F4B', { rx: 4 }) +
  line('M200 72H246V86', '#3A3F4B', 10) +
  rect(176, 102, 48, 28, '#1CB5A8', { rx: 6 }) +
  path(
    'M150 130H250Q266 130 266 150V316Q266 332 250 332H150Q134 332 134 316V150Q134 130 150 130Z',
    '#7FD8CF',
  ) +
  rect(152, 190, 96, 96, '#fff', { rx: 14 }) +
  path('M200 208C182 232 180 250 200 258C220 250 218 232 200 208Z', '#1CB5A8') +
  shine(146, 150, 140);

export const cream = (): string =>
  rect(104, 160, 192, 52, '#8E6CEF', { rx: 14 }) +
  rect(96, 200, 208, 20, '#7A58DB', { rx: 6 }) +
  rect(110, 216, 180, 114, '#F3EEFA', { rx: 22 }) +
  rect(130, 244, 140, 56, '#C9B8F5', { rx: 12 }) +
  path('M168 272Q184 256 200 272T232 272', 'none', { stroke: '#fff', 'stroke-width': 8 }) +
  path('M150 160C150 120 190 110 200 130C214 104 254 118 250 160Z', '#fff') +
  shine(122, 224, 80);
