// Groceries, drawn flat in a 400 x 400 space: centred near (200, 220), resting on y = 330.
import { circle, ellipse, g, line, path, rect } from '../svg';

const gloss = (cx: number, cy: number, rx: number, ry: number, rot = -25): string =>
  ellipse(cx, cy, rx, ry, '#fff', { opacity: 0.35, transform: `rotate(${rot} ${cx} ${cy})` });

const leaf = (dd: string, fill = '#5DBB63'): string => path(dd, fill);

export const apple = (): string =>
  path(
    'M200 135C160 100 92 118 95 205C98 285 158 338 200 318C242 338 302 285 305 205C308 118 240 100 200 135Z',
    '#E84A4A',
  ) +
  path(
    'M250 122C300 130 310 200 300 235C290 290 250 330 212 322C270 290 290 200 250 122Z',
    '#C93636',
  ) +
  gloss(148, 185, 18, 34) +
  line('M200 138Q204 105 214 84', '#6B4226', 9) +
  leaf('M214 106C236 78 274 84 290 96C266 124 234 126 214 106Z');

export const orange = (): string =>
  circle(200, 225, 108, '#FFA53B') +
  path('M270 145A108 108 0 0 1 200 333A108 108 0 0 0 270 145Z', '#F08A1C') +
  gloss(155, 180, 20, 36) +
  line('M175 250h.1M230 270h.1M250 215h.1M195 295h.1M150 280h.1', '#E07B12', 6) +
  circle(200, 120, 9, '#7A9A3A') +
  leaf('M206 118C222 88 262 86 276 96C258 124 226 130 206 118Z', '#4FA64F');

const banana = (x: number, y: number, rot: number): string =>
  g(
    { transform: `translate(${x} ${y}) rotate(${rot})` },
    path('M-110 -60C-90 60 40 90 110 20C80 34-20 50-80-60Z', '#FFD93B'),
    path('M-80-60C-40 30 40 44 110 20C60 60-70 50-110-60Z', '#F2BD1D'),
    path('M-116-64-104-82-84-68-80-60-110-60Z', '#6B4226'),
    circle(110, 20, 6, '#6B4226'),
  );
export const bananaBunch = (): string =>
  banana(200, 220, -12) + banana(210, 250, 0) + banana(196, 280, 10);

export const carrot = (): string =>
  leaf('M200 138C170 100 150 70 160 50C185 70 200 100 204 136Z', '#3E9B4F') +
  leaf('M204 136C210 90 220 60 240 46C248 80 232 112 210 140Z') +
  leaf('M206 140C236 110 270 96 290 100C276 128 240 144 210 146Z', '#4FA64F') +
  path('M150 150Q200 118 250 150L212 326Q200 344 188 326Z', '#F4862A') +
  path('M220 140Q240 146 250 150L212 326Q204 338 198 336Z', '#E06F16') +
  line('M172 190h26M186 240h22M196 290h14M214 210h18', '#C9600F', 6);

export const tomato = (): string =>
  ellipse(200, 232, 118, 100, '#E8453C') +
  path('M262 148C330 190 330 290 250 324C300 270 300 200 262 148Z', '#C8342C') +
  gloss(145, 200, 22, 34) +
  path(
    'M200 120L214 146 246 136 226 160 256 176 220 176 214 204 200 180 186 204 180 176 144 176 174 160 154 136 186 146Z',
    '#3E9B4F',
  ) +
  line('M200 130V102', '#3E7F3F', 9);

export const broccoli = (): string =>
  path('M176 220H226L240 330H160Z', '#9CCB6B') +
  line('M200 230V320M184 250 176 310M216 250 224 310', '#86B657', 6) +
  circle(140, 190, 52, '#3D8B3D') +
  circle(260, 190, 52, '#3D8B3D') +
  circle(200, 150, 62, '#4FA64F') +
  circle(165, 215, 44, '#4FA64F') +
  circle(236, 215, 44, '#3D8B3D') +
  line('M180 130h.1M220 150h.1M150 180h.1M250 175h.1M200 190h.1M170 215h.1', '#7CC576', 12);

export const milk = (): string =>
  path('M140 150H250L280 120V300L250 330H140Z', '#E4EAF0') +
  rect(140, 150, 110, 180, '#FDFDFD') +
  path('M140 150L165 95H225L250 150Z', '#F1F4F8') +
  path('M225 95H255L280 120 250 150Z', '#D5DDE6') +
  rect(180, 78, 30, 20, '#4E97FD', { rx: 4 }) +
  rect(140, 200, 110, 70, '#4E97FD') +
  path('M250 200 280 170V240L250 270Z', '#3B7FDE') +
  path('M195 215C180 238 178 252 195 256C212 252 210 238 195 215Z', '#fff');

export const cheese = (): string =>
  path('M80 220 300 140 330 220Z', '#FFDA63') +
  path('M80 220H330V320H80Z', '#FFC93C') +
  path('M300 140 330 220V320L300 300Z', '#F2B120', { opacity: 0.6 }) +
  ellipse(130, 265, 18, 14, '#E8A317') +
  ellipse(200, 290, 12, 10, '#E8A317') +
  ellipse(260, 255, 22, 16, '#E8A317') +
  ellipse(230, 196, 20, 8, '#F2B120') +
  ellipse(150, 204, 12, 5, '#F2B120');

export const bread = (): string =>
  path('M88 250C88 150 312 150 312 250V318Q312 330 300 330H100Q88 330 88 318Z', '#D99A4E') +
  path('M108 230C110 170 290 170 292 230C250 212 150 212 108 230Z', '#E8B46A') +
  line('M140 200 165 180M190 190 215 170M240 200 265 180', '#B87333', 10) +
  rect(88, 300, 224, 30, '#C28040', { rx: 10 });

export const juice = (): string =>
  path('M140 140H260L244 330H156Z', '#EAF4FB') +
  path('M146 200H254L244 330H156Z', '#FFA53B') +
  path('M146 200Q200 214 254 200', 'none', { stroke: '#FFC36E', 'stroke-width': 8 }) +
  line('M230 110 212 290', '#E84A4A', 10) +
  line('M230 110 256 86', '#E84A4A', 10) +
  circle(150, 148, 42, '#FFD166') +
  circle(150, 148, 32, '#FFE8A3') +
  line('M150 116V180M118 148H182M128 126 172 170M172 126 128 170', '#FFD166', 4) +
  gloss(172, 250, 8, 40, 0);

export const eggs = (): string =>
  ellipse(150, 230, 50, 66, '#F6E2C8') +
  ellipse(250, 230, 50, 66, '#FFFFFF') +
  ellipse(200, 205, 50, 66, '#F1D2AE') +
  gloss(185, 175, 10, 18) +
  path('M80 250H320Q310 335 200 335Q90 335 80 250Z', '#A1745A') +
  path('M80 250H320Q318 268 312 280H88Q82 268 80 250Z', '#8B5E45') +
  line('M110 300Q200 320 290 300', '#B98A6E', 6);
