// Furniture, drawn flat in a 400 x 400 space: centred near (200, 220), resting on y = 330.
// Upholstery uses the first of the furniture finishes (#7D879C and friends) so cards match.
import { circle, ellipse, line, path, rect } from '../svg';

const LEG = '#6B4A2E';

export const sofa = (): string =>
  line('M92 300V330M308 300V330', LEG, 10) +
  rect(96, 140, 208, 100, '#8C95A8', { rx: 24 }) +
  rect(70, 220, 260, 84, '#7D879C', { rx: 22 }) +
  rect(52, 190, 56, 116, '#6C7589', { rx: 24 }) +
  rect(292, 190, 56, 116, '#6C7589', { rx: 24 }) +
  line('M200 150V226', '#6C7589', 4) +
  rect(118, 164, 60, 52, '#BE7374', { rx: 14, transform: 'rotate(-8 148 190)' }) +
  line('M112 256H288', '#8C95A8', 4);

export const chair = (): string =>
  path('M140 86H260Q272 86 270 98L256 220H144L130 98Q128 86 140 86Z', '#4E97FD') +
  rect(154, 104, 92, 96, '#7FB3FF', { rx: 14 }) +
  rect(118, 214, 164, 34, '#3B7FDE', { rx: 14 }) +
  line('M134 248 122 330M266 248 278 330M160 248 164 316M240 248 236 316', LEG, 10);

export const bed = (): string =>
  rect(56, 120, 70, 210, '#A0704D', { rx: 18 }) +
  rect(56, 226, 292, 70, '#E6DDD0', { rx: 14 }) +
  rect(82, 196, 92, 40, '#fff', { rx: 18 }) +
  path('M178 212H336Q350 212 350 226V296H178Z', '#33D067') +
  path('M178 212H336Q350 212 350 226V240H178Z', '#2AB85A') +
  rect(56, 292, 292, 16, '#A0704D', { rx: 6 }) +
  line('M74 308V330M330 308V330', LEG, 10);

export const lamp = (): string =>
  circle(200, 150, 110, '#FFD166', { opacity: 0.25 }) +
  path('M150 86H250L282 170H118Z', '#FFD166') +
  path('M228 86H250L282 170H252Z', '#F2B120') +
  line('M200 170V312', '#3A3F4B', 10) +
  line('M214 170V206', '#3A3F4B', 3) +
  circle(214, 212, 6, '#BE7374') +
  ellipse(200, 318, 64, 16, '#3A3F4B');
