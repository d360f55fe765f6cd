// Live birds, drawn in profile facing right, feet on y of about 478.
import { circle, d, ellipse, g, line, path, shadow, tp } from './svg';
import type { DrawOpts, Tint } from './svg';

export interface Plumage {
  body: string;
  wing: string;
  tail: string;
  /** Neck hackles, breast highlight. */
  light: string;
  line: string;
}

const COMB = '#D9342B';
const BEAK = '#F2B134';
const LEG = '#E8A23A';
const EYE = '#2A2420';

export const eye = (x: number, y: number, r = 7): string =>
  circle(x, y, r, EYE) + circle(x - r * 0.3, y - r * 0.35, r * 0.35, '#fff');

/** A leg with three toes forward and one back, from hip (x, y) to the ground at gy. */
export const legs = (xs: readonly number[], y: number, gy: number, colour = LEG, w = 9): string =>
  line(xs.map((x) => d`M${x} ${y}L${x - 4} ${gy}m-22 2h40m-16 -2l-6 -10`).join(''), colour, w);

const HEN: Record<Tint, Plumage> = {
  brown: { body: '#B8652F', wing: '#8E4620', tail: '#4E2814', light: '#E09A48', line: '#6E3416' },
  white: { body: '#FFFDF8', wing: '#ECE5D8', tail: '#F3EEE4', light: '#FFFFFF', line: '#C9BFAE' },
  dark: { body: '#3B302B', wing: '#2A221F', tail: '#1C2B26', light: '#7A5A3A', line: '#1A1412' },
  speckled: {
    body: '#E9E4DA',
    wing: '#4A423C',
    tail: '#2C2724',
    light: '#FFFFFF',
    line: '#9C948A',
  },
};

const FEATHER = 'M0 0C-22-40-20-110 0-130 20-110 22-40 0 0Z';

export function drawLiveChicken(o: DrawOpts): string {
  const p = HEN[o.tint ?? 'brown'];
  const rooster = o.alt === true;
  const st = { stroke: p.line, 'stroke-width': 4 };
  const sickle = 'M0 0C-90-40-120-140-50-220-80-140-50-60 12-22Z';
  const tail = rooster
    ? path(tp(sickle, 240, 330) + tp(sickle, 236, 334, -26, 0.85), '#1F3A33', st) +
      path(tp(sickle, 240, 326, 20, 0.8), '#2F5D4A', st) +
      path([-128, -108].map((a) => tp(FEATHER, 226, 330, a + 60, 0.9)).join(''), p.tail, st)
    : path(
        [-128, -108, -88].map((a, i) => tp(FEATHER, 226 - i * 6, 330, a + 60, 1.1)).join(''),
        p.tail,
        st,
      );
  const comb = rooster
    ? 'M372 168C364 140 380 128 390 148 388 118 410 112 414 140 418 112 442 116 436 144 454 130 466 146 448 168Z'
    : 'M384 164C378 146 392 138 400 152 402 134 420 132 422 150 430 138 446 144 438 164Z';
  return g(
    {},
    shadow(300, 480, 150, 16),
    legs([282, 328], 420, 474),
    tail,
    g(
      st,
      path(comb, COMB),
      path(
        'M352 314C344 250 356 176 410 164 452 156 476 188 468 220 462 246 446 272 448 330 420 350 380 346 352 314Z',
        p.light,
      ),
      path(
        'M180 340C180 270 240 240 300 250 330 255 350 270 366 290 390 300 420 300 440 320 448 340 444 360 434 384 418 432 362 452 300 452 230 452 180 412 180 340Z',
        p.body,
      ),
      // Scalloped hackles hide where the body outline crosses the neck; the stroke after
      // them puts back the stretch of the neck's front edge they cover.
      path(
        'M360 300C352 270 400 262 446 300V330C438 346 430 332 420 344 412 332 402 348 392 336 382 348 372 332 362 340 358 326 358 312 360 300Z',
        p.light,
        { stroke: 'none' },
      ),
      path('M448 296C448 316 448 334 444 350', 'none'),
      path('M446 214C454 232 452 254 438 258 424 254 426 232 432 214Z', COMB),
      path(
        'M224 334C256 300 340 300 378 340 368 392 306 414 254 404 220 394 212 356 224 334Z',
        p.wing,
      ),
    ),
    line('M250 370C280 386 320 386 350 370M262 392C290 402 320 400 340 392', p.line, 4, {
      opacity: 0.5,
    }),
    ellipse(300, 420, 60, 18, '#fff', { opacity: 0.12 }),
    path('M452 186 486 198 452 210Z', BEAK, { stroke: '#C98A1E', 'stroke-width': 3 }),
    eye(424, 184),
    o.tint === 'speckled' ? line(spots(o.rng.next(), 28, 200, 270, 240, 170), p.wing, 7) : '',
  );
}

/** Evenly scattered dots from a seed: speckled plumage and quail markings. */
export function spots(seed: number, n: number, x: number, y: number, w: number, h: number): string {
  let dd = '';
  let s = Math.floor(seed * 1e6);
  for (let i = 0; i < n; i++) {
    s = (s * 16807) % 2147483647;
    const px = x + ((s % 1000) / 1000) * w;
    s = (s * 16807) % 2147483647;
    const py = y + ((s % 1000) / 1000) * h;
    dd += `M${Math.round(px)} ${Math.round(py)}h.1`;
  }
  return dd;
}

const DUCK: Record<Tint, Plumage> = {
  white: { body: '#FFFFFF', wing: '#EEE9E0', tail: '#F4F0E8', light: '#FFFFFF', line: '#C8C0B2' },
  brown: { body: '#A9805A', wing: '#7C5A3C', tail: '#6B4B30', light: '#C9A27A', line: '#5A3E26' },
  dark: { body: '#3A3534', wing: '#242020', tail: '#1A1818', light: '#F2EFEA', line: '#141212' },
  speckled: {
    body: '#B89B7C',
    wing: '#7E6650',
    tail: '#5E4A38',
    light: '#D8C0A0',
    line: '#5A4634',
  },
};
const BILL = '#F0962E';

/** White Pekin by default; the dark tint is a Muscovy, black with a red face. */
export function drawLiveDuck(o: DrawOpts): string {
  const p = DUCK[o.tint ?? 'white'];
  const muscovy = o.tint === 'dark';
  const st = { stroke: p.line, 'stroke-width': 4 };
  return g(
    {},
    shadow(290, 480, 160, 16),
    legs([270, 318], 420, 474, BILL, 10),
    g(
      st,
      path('M454 214C478 210 508 216 516 228 508 242 478 244 454 240Z', muscovy ? '#E6B2A2' : BILL),
      path(
        'M146 300C168 316 190 318 206 316 240 300 300 298 346 306 340 270 346 206 396 186 440 170 472 200 466 238 462 266 436 300 434 340 432 360 432 375 430 390 426 430 382 450 300 450 220 450 178 420 166 390 158 366 156 340 146 300Z',
        p.body,
      ),
      path(
        'M210 350C250 320 330 320 370 356 356 398 280 412 236 398 210 386 200 366 210 350Z',
        p.wing,
      ),
    ),
    muscovy
      ? path(
          'M434 198C452 186 470 200 466 222 462 240 446 246 436 236 426 224 426 206 434 198Z',
          '#C8323A',
        ) + ellipse(300, 368, 40, 14, p.light, { transform: 'rotate(8 300 368)' })
      : '',
    line('M240 370C270 384 310 386 340 374', muscovy ? '#fff' : p.line, 4, { opacity: 0.4 }),
    eye(444, 214, 6.5),
  );
}

const GOOSE = {
  body: '#FFFFFF',
  wing: '#E4E2DE',
  grey: { body: '#C9C4BC', wing: '#8E8880', line: '#6E6860' },
};

export function drawLiveGoose(o: DrawOpts): string {
  const grey = o.tint === 'brown' || o.tint === 'dark' || o.tint === 'speckled';
  const body = grey ? GOOSE.grey.body : GOOSE.body;
  const wing = grey ? GOOSE.grey.wing : GOOSE.wing;
  const ln = grey ? GOOSE.grey.line : '#C3BDB2';
  const st = { stroke: ln, 'stroke-width': 4 };
  return g(
    {},
    shadow(280, 480, 170, 16),
    legs([250, 304], 420, 474, BILL, 11),
    g(
      st,
      path('M484 120C500 124 524 134 532 146 520 156 500 152 486 150Z', BILL),
      path('M482 118C486 108 496 110 496 122Z', '#E07B1E'),
      path(
        'M120 290C150 300 180 316 196 330 230 306 300 306 352 318 370 290 390 250 394 200 398 150 410 110 450 104 484 100 500 130 488 150 470 176 440 180 436 220 432 270 424 320 422 350 421 365 421 378 420 390 414 430 360 450 280 450 200 450 150 420 140 380 134 350 126 316 120 290Z',
        body,
      ),
      path(
        'M190 354C240 320 320 326 370 360 350 404 270 414 220 400 190 390 180 370 190 354Z',
        wing,
      ),
    ),
    line('M226 372C260 388 300 390 340 376M240 394C270 402 300 402 320 396', ln, 4, {
      opacity: 0.5,
    }),
    eye(462, 128, 6),
  );
}
