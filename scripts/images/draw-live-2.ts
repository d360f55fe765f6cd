// More live animals: pigeon, turkey, rabbit and quail, in profile facing right.
import { outline, pieces } from './pieces';
import { eye, legs, spots } from './draw-live';
import { circle, ellipse, g, line, path, shadow } from './svg';
import type { DrawOpts, Tint } from './svg';

export function drawLivePigeon(o: DrawOpts): string {
  const white = o.tint === 'white';
  const body = white ? '#FFFFFF' : '#9EA6B2';
  const wing = white ? '#EEF0F2' : '#BAC2CC';
  const ln = white ? '#BFC5CC' : '#59606B';
  return g(
    {},
    shadow(300, 480, 130, 14),
    legs([292, 326], 430, 474, '#D9656B', 8),
    g(
      outline(ln),
      path('M200 340L116 378 128 404 214 384Z', white ? '#F2F3F5' : '#6C7380'),
      path(
        'M354 320C346 270 360 214 398 200 432 190 450 220 440 244 432 264 416 290 414 330Z',
        body,
      ),
      path(
        'M186 352C196 296 262 272 324 278 376 284 410 320 410 360 410 410 370 440 310 442 250 444 200 410 186 352Z',
        body,
      ),
    ),
    white
      ? ''
      : path(
          'M360 300C356 270 380 250 420 262 420 290 414 320 404 336 380 340 364 326 360 300Z',
          '#6E9A88',
        ),
    white ? '' : path('M366 318C376 336 400 340 408 330 410 344 380 352 366 318Z', '#8E6FA0'),
    white ? '' : line('M128 396 116 378', '#33363C', 10),
    g(
      outline(ln),
      path(
        'M214 344C250 312 330 310 370 346 360 390 300 410 250 400 218 390 204 366 214 344Z',
        wing,
      ),
    ),
    line('M256 352 300 344M266 374 316 364', white ? '#D5D9DE' : '#33363C', 9),
    path('M438 216 466 226 438 234Z', '#4A4D52'),
    ellipse(440, 216, 7, 5, '#F2F2F2'),
    circle(418, 222, 9, '#F29B38'),
    eye(418, 222, 5.5),
  );
}

const TURKEY = {
  fan: '#7A4E2B',
  band: '#3A2617',
  tip: '#EAD9BA',
  body: '#4A3324',
  scale: '#7A5638',
  line: '#2A1B12',
};

export function drawLiveTurkey(o: DrawOpts): string {
  const t = TURKEY;
  const white = o.tint === 'white';
  const fan = white ? '#F4F1EC' : t.fan;
  const body = white ? '#FFFFFF' : t.body;
  let rays = '';
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI * (1.02 + (i * 0.96) / 10);
    rays += `M250 350L${Math.round(250 + Math.cos(a) * 200)} ${Math.round(350 + Math.sin(a) * 200)}`;
  }
  return g(
    {},
    shadow(290, 480, 160, 16),
    legs([270, 320], 420, 474, '#C99A8E', 10),
    path('M40 350A210 210 0 0 1 460 350Z', t.tip, outline(white ? '#C9C1B5' : t.line)),
    path('M64 350A186 186 0 0 1 436 350Z', white ? '#D8D0C4' : t.band),
    path('M80 350A170 170 0 0 1 420 350Z', fan),
    line(rays, white ? '#E0D8CC' : t.band, 4, { opacity: 0.6 }),
    g(
      outline(white ? '#C9C1B5' : t.line),
      path(
        'M368 332C356 292 366 248 392 226 410 210 434 222 432 246 430 270 414 300 414 340Z',
        '#C8D8E8',
      ),
      path(
        'M164 360C164 300 220 268 290 268 360 268 420 306 420 370 420 420 370 452 290 452 210 452 164 420 164 360Z',
        body,
      ),
    ),
    line(
      'M210 330C230 344 250 344 270 330M290 330C310 344 330 344 350 330M230 370C250 384 270 384 290 370M310 370C330 384 350 384 370 370M250 410C270 424 290 424 310 410',
      white ? '#E6E0D6' : t.scale,
      6,
    ),
    path('M430 240 452 250 430 258Z', '#E8C27A'),
    path('M424 256C436 262 438 292 426 306 414 300 410 272 414 258Z', '#D93B3B'),
    path('M430 236C440 240 446 260 440 272 434 262 430 250 426 240Z', '#C9302E'),
    eye(412, 240, 5.5),
  );
}

const FUR: Record<Tint, { fur: string; belly: string; line: string; ear: string }> = {
  white: { fur: '#FFFFFF', belly: '#F1ECE6', line: '#C7BDB2', ear: '#F6C1C4' },
  brown: { fur: '#B88660', belly: '#E9D2B8', line: '#6E4A30', ear: '#E3A89C' },
  dark: { fur: '#5D4D46', belly: '#8C7B72', line: '#2F2420', ear: '#C98F8F' },
  speckled: { fur: '#A7A29C', belly: '#E4E0DA', line: '#5E5954', ear: '#E5AFB2' },
};

export function drawLiveRabbit(o: DrawOpts): string {
  const f = FUR[o.tint ?? 'white'];
  const st = outline(f.line);
  return g(
    {},
    shadow(300, 474, 150, 16),
    g(
      st,
      path('M346 230C310 170 300 100 322 86 346 74 370 130 378 214Z', f.fur),
      circle(190, 396, 30, '#FFFFFF'),
      path(
        'M184 420C164 354 196 288 266 280 330 272 380 304 390 360 398 410 380 450 330 456H230C206 456 190 444 184 420Z',
        f.fur,
      ),
      ellipse(252, 456, 66, 18, f.fur),
      ellipse(372, 454, 26, 13, f.fur),
      path('M378 220C372 150 392 82 418 84 442 88 436 160 410 226Z', f.fur),
      ellipse(398, 284, 68, 58, f.fur),
    ),
    path('M386 210C384 160 398 110 414 104 424 110 420 160 402 212Z', f.ear),
    ellipse(320, 420, 44, 26, f.belly),
    ellipse(430, 300, 26, 18, f.belly),
    eye(420, 270, 8),
    path('M458 288C462 284 468 288 466 294 462 298 456 294 458 288Z', '#E58A95'),
    line('M444 304 482 298M444 310 480 318M440 298 478 286', f.line, 2, { opacity: 0.5 }),
    line('M250 400C270 380 300 376 320 388', f.line, 4, { opacity: 0.4 }),
  );
}

const QUAIL = { body: '#A87C54', light: '#F0DDBE', dark: '#4A3322', line: '#5C3F28' };

export function drawLiveQuail(o: DrawOpts): string {
  const q = QUAIL;
  const bird = g(
    {},
    line('M-10 50 -14 80M20 50 16 80', '#D9A07A', 6),
    g(
      outline(q.line),
      path('M-100 10L-130 0-124 24Z', q.dark),
      path(
        'M-110 20C-110-30-60-56 0-56 30-56 50-50 62-40 80-66 120-60 126-30 130-10 116 4 100 10 96 50 60 70 0 70-70 70-110 56-110 20Z',
        q.body,
      ),
    ),
    path('M70-40C86-54 112-50 118-34', 'none', { stroke: q.light, 'stroke-width': 6 }),
    path('M126-28 144-22 124-16Z', '#6B5A4A'),
    ellipse(40, 30, 50, 30, q.light, { opacity: 0.6 }),
    line(spots(o.rng.next(), 18, -90, -30, 150, 80), q.dark, 7),
    line('M-80 0C-40-16 0-16 40 0M-70 24C-30 10 10 10 40 20', q.light, 4),
    eye(104, -24, 5),
  );
  return pieces(
    o,
    'ql',
    bird,
    [
      [190, 380, 0, 0.9],
      [420, 370, 0, 0.85],
      [300, 420, 0, 1],
    ],
    110,
    130,
  );
}
