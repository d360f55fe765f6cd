// Fashion, drawn flat in a 400 x 400 space: centred near (200, 210), resting on y = 330.
import { circle, ellipse, line, path, rect } from '../svg';

export const dress = (): string =>
  line('M172 70 178 100M228 70 222 100', '#C94E76', 7) +
  path('M168 96H232L246 176H154Z', '#E86A92') +
  path('M154 176H246L312 318Q200 348 88 318Z', '#F08AAB') +
  rect(150, 170, 100, 16, '#C94E76', { rx: 6 }) +
  line('M150 230h.1M200 260h.1M250 230h.1M130 290h.1M190 306h.1M250 296h.1M226 210h.1', '#fff', 14);

export const shoe = (): string =>
  path('M84 262C84 206 124 172 166 178L222 204C262 218 304 222 322 250V282H84Z', '#4E97FD') +
  path('M166 178L222 204C214 214 196 222 176 216Z', '#3B7FDE') +
  path('M110 262C160 240 220 240 300 258', 'none', { stroke: '#fff', 'stroke-width': 12 }) +
  line('M184 196 170 214M204 204 190 222M224 210 210 228', '#fff', 6) +
  rect(78, 278, 252, 26, '#F1F2F6', { rx: 12 }) +
  line('M96 292H314', '#C9D1DC', 4);

export const bag = (): string =>
  path('M150 190C150 110 250 110 250 190', 'none', { stroke: '#8C5436', 'stroke-width': 14 }) +
  path('M104 184H296L316 318Q316 330 304 330H96Q84 330 84 318Z', '#C0784E') +
  path('M104 184H296L302 236Q200 266 98 236Z', '#A86440') +
  rect(186, 234, 28, 24, '#FFD166', { rx: 5 }) +
  line('M110 300H290', '#A86440', 4, { 'stroke-dasharray': '10 10' });

export const tshirt = (): string =>
  path(
    'M160 86L98 112 62 178 112 204 132 178V326H268V178L288 204 338 178 302 112 240 86Q200 122 160 86Z',
    '#33D067',
  ) +
  path('M160 86Q200 122 240 86L226 80Q200 104 174 80Z', '#25A852') +
  line('M132 178 120 150M268 178 280 150', '#25A852', 5) +
  circle(200, 200, 30, '#fff', { opacity: 0.85 }) +
  circle(200, 200, 16, '#FFB020');

export const hat = (): string =>
  ellipse(200, 268, 160, 46, '#E9C98E') +
  path('M124 262C120 170 150 132 200 132S280 170 276 262Z', '#F2DAA8') +
  path('M124 236Q200 256 276 236L277 262Q200 282 123 262Z', '#E84A4A') +
  ellipse(200, 268, 160, 46, 'none', { stroke: '#D4B072', 'stroke-width': 4 }) +
  ellipse(172, 180, 12, 30, '#fff', { opacity: 0.3 });
