// Superstore extras (vehicles, eyewear, music), flat in a 400 x 400 space, resting on y = 330.
import { circle, line, path, rect } from '../svg';

const wheel = (x: number, y: number, r: number): string =>
  circle(x, y, r, '#2F3542') + circle(x, y, r * 0.5, '#C9D1DC') + circle(x, y, r * 0.18, '#2F3542');

export const car = (): string =>
  path(
    'M60 270V236Q60 220 78 216L130 206 170 160Q180 150 196 150H274Q290 150 300 162L330 206Q346 210 346 228V270Q346 282 334 282H72Q60 282 60 270Z',
    '#E84A4A',
  ) +
  path('M142 208 178 168H232V208ZM246 208V168H282Q290 168 294 176L314 208Z', '#BFE3F5') +
  rect(64, 236, 22, 12, '#FFD166', { rx: 4 }) +
  rect(326, 230, 20, 12, '#F2B120', { rx: 4 }) +
  line('M180 236H206M250 236H276', '#C93636', 5) +
  wheel(120, 282, 38) +
  wheel(292, 282, 38);

export const bike = (): string =>
  circle(112, 262, 62, 'none', { stroke: '#2F3542', 'stroke-width': 12 }) +
  circle(292, 262, 62, 'none', { stroke: '#2F3542', 'stroke-width': 12 }) +
  line('M112 262 172 162H262L292 262M112 262H206L262 162M206 262 160 130', '#4E97FD', 12) +
  line('M140 128H182M262 162 252 118 286 108', '#3A3F4B', 12) +
  circle(206, 262, 14, '#3A3F4B');

const lensPath = (x: number): string =>
  `M${x - 62} 180H${x + 62}Q${x + 66} 180 ${x + 64} 190L${x + 52} 240Q${x + 44} 262 ${x} 262Q${x - 44} 262 ${x - 52} 240L${x - 64} 190Q${x - 66} 180 ${x - 62} 180Z`;

export const sunglasses = (): string =>
  line('M70 184 40 160M330 184 360 160', '#3A3F4B', 10) +
  path(lensPath(130) + lensPath(270), '#2F3542') +
  path('M96 194H138L116 236H100Z M236 194H278L256 236H240Z', '#fff', { opacity: 0.25 }) +
  line('M192 190Q200 178 208 190', '#2F3542', 10);

export const glasses = (): string =>
  line('M66 200 40 174M334 200 360 174', '#A0704D', 8) +
  circle(130, 220, 60, '#BFE3F5', { opacity: 0.6 }) +
  circle(270, 220, 60, '#BFE3F5', { opacity: 0.6 }) +
  circle(130, 220, 60, 'none', { stroke: '#A0704D', 'stroke-width': 12 }) +
  circle(270, 220, 60, 'none', { stroke: '#A0704D', 'stroke-width': 12 }) +
  line('M190 206Q200 192 210 206', '#A0704D', 10) +
  line('M104 196 124 180M244 196 264 180', '#fff', 8);

export const guitar = (): string =>
  line('M220 180 300 76', '#6B4A2E', 18) +
  rect(284, 44, 40, 56, '#3A3F4B', { rx: 8, transform: 'rotate(38 304 72)' }) +
  path(
    'M196 150C240 130 270 176 240 206C270 240 240 320 170 320C90 320 70 240 120 214C110 170 150 140 196 150Z',
    '#F2A541',
  ) +
  circle(172, 236, 26, '#3A2A20') +
  rect(120, 262, 60, 14, '#6B4A2E', { rx: 4, transform: 'rotate(-52 150 269)' }) +
  line('M150 280 296 86M158 284 302 92', '#F1F2F6', 2);
