// Gifts, drawn flat in a 400 x 400 space: centred near (200, 210), resting on y = 330.
import { circle, ellipse, g, line, path, rect } from '../svg';

const flower = (x: number, y: number, r: number, petal: string, heart: string): string =>
  g(
    {},
    circle(x - r * 0.6, y, r * 0.6, petal),
    circle(x + r * 0.6, y, r * 0.6, petal),
    circle(x, y - r * 0.6, r * 0.6, petal),
    circle(x, y + r * 0.6, r * 0.6, petal),
    circle(x, y, r * 0.45, heart),
  );

export const bouquet = (): string =>
  line(
    'M200 310 150 150M200 310 200 130M200 310 250 150M200 310 120 200M200 310 282 200',
    '#4FA64F',
    7,
  ) +
  path('M112 200C130 190 150 206 156 222C136 226 118 216 112 200Z', '#5DBB63') +
  path('M288 196C270 188 250 204 246 220C266 224 282 212 288 196Z', '#5DBB63') +
  flower(150, 150, 34, '#F2709C', '#FFD166') +
  flower(250, 150, 34, '#FFB020', '#E84A4A') +
  flower(200, 118, 38, '#E84A4A', '#FFD166') +
  flower(120, 204, 26, '#8E6CEF', '#fff') +
  flower(282, 204, 26, '#F2709C', '#fff') +
  path('M130 220H270L220 330H180Z', '#F8D6DF') +
  path('M200 220H270L220 330H200Z', '#F2B6C6') +
  path('M200 268C172 246 160 280 200 272C240 280 228 246 200 268Z', '#E84A4A');

export const giftBox = (): string =>
  path('M200 134C150 70 110 110 150 134ZM200 134C250 70 290 110 250 134Z', '#FFD166') +
  rect(100, 180, 200, 150, '#E84A4A', { rx: 10 }) +
  rect(86, 134, 228, 56, '#F25F5F', { rx: 10 }) +
  rect(184, 134, 32, 196, '#FFD166') +
  rect(100, 190, 200, 12, '#C93636', { opacity: 0.5 }) +
  circle(200, 134, 14, '#F2B120');

export const card = (): string =>
  rect(120, 96, 160, 170, '#fff', { rx: 8, transform: 'rotate(-6 200 180)' }) +
  path(
    'M200 190C160 150 150 120 176 112C190 108 200 122 200 130C200 122 210 108 224 112C250 120 240 150 200 190Z',
    '#F2709C',
    {
      transform: 'rotate(-6 200 180)',
    },
  ) +
  rect(84, 210, 232, 120, '#F1E4D3', { rx: 10 }) +
  path('M84 220 200 290 316 220V320Q316 330 306 330H94Q84 330 84 320Z', '#E6D2B8') +
  line('M84 330 176 266M316 330 224 266', '#D9BF9D', 5);

export const teddy = (): string =>
  circle(140, 110, 30, '#A0704D') +
  circle(260, 110, 30, '#A0704D') +
  circle(140, 110, 15, '#D9A47A') +
  circle(260, 110, 15, '#D9A47A') +
  ellipse(200, 268, 92, 72, '#A0704D') +
  ellipse(200, 276, 50, 44, '#D9A47A') +
  circle(118, 306, 32, '#8C5F40') +
  circle(282, 306, 32, '#8C5F40') +
  circle(200, 156, 70, '#B07C56') +
  ellipse(200, 180, 32, 24, '#D9A47A') +
  ellipse(200, 170, 12, 9, '#3A2A20') +
  circle(174, 142, 8, '#3A2A20') +
  circle(226, 142, 8, '#3A2A20') +
  line('M190 192Q200 200 210 192', '#3A2A20', 4) +
  path('M200 222 170 206V238ZM200 222 230 206V238Z', '#E84A4A');
