// Dressed (cleaned, ready to cook) whole birds, drawn breast up with the legs tied.
import type { Tone } from './palette';
import {
  BONE,
  BONE_LINE,
  DARK_DUCK,
  DUCK_SKIN,
  DUSKY_SKIN,
  FILLET,
  GOOSE_SKIN,
  PALE_DUCK,
  PIGEON_SKIN,
  RABBIT_MEAT,
  SKIN,
  STRING,
  TURKEY_SKIN,
  YELLOW_SKIN,
} from './palette';
import { rosemary } from './garnish';
import { d, el, ellipse, g, line, path, place, shadow, tp } from './svg';
import type { DrawOpts, Rng } from './svg';

interface BirdShape {
  /** Widens (x) or lengthens (y) the body. */
  sx: number;
  sy: number;
  /** Duck and goose show their tail point between the legs. */
  tail: boolean;
  /** Paper frills on the leg ends: the festive turkey, told apart from a big chicken. */
  frills?: boolean;
  /** Skinned: no feather follicles on the meat. */
  skinless?: boolean;
}

/** Feather follicles: a few tiny dots that make the skin read as skin. */
function follicles(rng: Rng, tone: Tone, n: number): string {
  let dd = '';
  for (let i = 0; i < n; i++) {
    const side = i % 2 ? 1 : -1;
    const x = Math.round(300 + side * rng.range(20, 120));
    const y = Math.round(rng.range(260, 420));
    dd += d`M${x} ${y}h.1`;
  }
  return line(dd, tone.shade, 4);
}

/** The same absolute path mirrored about x = 300, so both wings share one element. */
const mirrorX = (dd: string): string =>
  dd.replace(/(\d+) (\d+)/g, (_m, x: string, y: string) => `${600 - Number(x)} ${y}`);

/** The bird centred on (300, 330), about 330 wide and 330 tall before scaling. */
function bird(o: DrawOpts, tone: Tone, shape: BirdShape, legId: string): string {
  const bone = { fill: BONE, stroke: BONE_LINE, 'stroke-width': 3 };
  const leg = g(
    { id: legId },
    path(
      'M142 300C130 248 172 204 226 208 268 212 278 256 264 292 250 328 206 342 176 332 156 325 144 314 142 300Z',
      tone.base,
    ),
    path(
      'M152 310C176 330 222 330 250 304 240 326 206 340 178 332 164 327 156 320 152 310Z',
      tone.shade,
      { stroke: 'none' },
    ),
    ellipse(200, 250, 26, 14, tone.light, { transform: 'rotate(-35 200 250)', stroke: 'none' }),
    path(
      'M206 246C216 206 248 174 270 156 278 150 292 158 288 170 276 196 264 232 260 262 244 272 214 268 206 246Z',
      tone.base,
    ),
    ellipse(240, 215, 9, 28, tone.light, { transform: 'rotate(36 240 215)', stroke: 'none' }),
    g(
      bone,
      path('M274 160 286 148 298 160 286 172Z', BONE),
      el('circle', { cx: 284, cy: 146, r: 12 }),
      el('circle', { cx: 297, cy: 159, r: 11 }),
    ),
    shape.frills
      ? path(
          tp('M-8-20L14-20 24-14 14-7 24 0 14 7 24 14 14 20-8 20Z', 286, 150, -75, 1.2),
          '#fff',
          { stroke: '#D9D2C6', 'stroke-width': 3 },
        )
      : '',
  );
  const mirror = 'matrix(-1 0 0 1 600 0)';
  const wing = 'M162 318C124 344 116 414 152 452 172 472 206 466 212 442 194 418 180 378 178 338Z';
  const body = g(
    { stroke: tone.line, 'stroke-width': 4 },
    path(wing + mirrorX(wing), tone.shade),
    shape.tail ? path('M278 214 300 168 322 214Z', tone.base) : '',
    path(
      'M300 190C392 190 462 252 462 340 462 420 390 470 300 470 210 470 138 420 138 340 138 252 208 190 300 190Z',
      tone.base,
    ),
    g(
      { stroke: 'none' },
      path(
        'M146 370C160 430 220 466 300 466 380 466 440 430 454 370 430 420 380 446 300 446 220 446 170 420 146 370Z',
        tone.shade,
      ),
      ellipse(248, 320, 46, 82, tone.light, { transform: 'rotate(14 248 320)', opacity: 0.8 }),
      ellipse(352, 320, 46, 82, tone.light, { transform: 'rotate(-14 352 320)', opacity: 0.8 }),
    ),
    line('M300 214C294 290 294 380 300 444', tone.shade, 5),
    shape.skinless ? '' : follicles(o.rng, tone, 8),
    el('defs', {}, leg),
    el('use', { href: `#${legId}` }),
    el('use', { href: `#${legId}`, transform: mirror }),
    shape.frills
      ? ''
      : el('rect', {
          x: 268,
          y: 142,
          width: 64,
          height: 20,
          rx: 9,
          fill: STRING,
          stroke: BONE_LINE,
          'stroke-width': 3,
        }) + line('M300 144C286 118 266 126 292 146M300 144C314 118 334 126 308 146', STRING, 5),
  );
  if (shape.sx === 1 && shape.sy === 1) return body;
  return g(
    { transform: d`translate(300 330) scale(${shape.sx} ${shape.sy}) translate(-300 -330)` },
    body,
  );
}

const whole = (o: DrawOpts, tone: Tone, shape: BirdShape, scale = 1): string =>
  shadow(300, 470, 200 * scale * shape.sx, 26) +
  (scale === 1
    ? bird(o, tone, shape, o.id('leg'))
    : g(
        { transform: place(300, 330, 0, scale) + ' translate(-300 -330)' },
        bird(o, tone, shape, o.id('leg')),
      ));

/** The seed's tint picks the skin: yellow corn-fed baladi and Sasso, duskier Fayoumi. */
const CHICKEN_SKIN = { brown: YELLOW_SKIN, dark: DUSKY_SKIN } as const;
const DUCK_SKINS = { white: PALE_DUCK, dark: DARK_DUCK } as const;
const skinOf = (o: DrawOpts, tones: Partial<Record<string, Tone>>, base: Tone): Tone =>
  (o.tint && tones[o.tint]) || base;

export const drawWholeChicken = (o: DrawOpts): string =>
  whole(o, skinOf(o, CHICKEN_SKIN, SKIN), { sx: 1, sy: 1, tail: false });
/** Skinned whole chicken: the pink meat, no follicles. */
export const drawSkinlessChicken = (o: DrawOpts): string =>
  whole(o, FILLET, { sx: 0.96, sy: 0.98, tail: false, skinless: true });
export const drawDuck = (o: DrawOpts): string =>
  whole(o, skinOf(o, DUCK_SKINS, DUCK_SKIN), { sx: 0.92, sy: 1.08, tail: true }, 0.98);
export const drawGoose = (o: DrawOpts): string =>
  whole(o, GOOSE_SKIN, { sx: 1, sy: 1.08, tail: true }, 1.04);
export const drawTurkey = (o: DrawOpts): string =>
  whole(
    o,
    skinOf(o, CHICKEN_SKIN, TURKEY_SKIN),
    { sx: 1.1, sy: 1.04, tail: false, frills: true },
    1,
  );

/**
 * Small birds come several to a picture: one drawn once, then reused. `extra` is drawn on
 * each bird in its own 600x600 space (the freekeh stuffing at the cavity).
 */
export function several(
  o: DrawOpts,
  tone: Tone,
  spots: readonly (readonly [number, number, number])[],
  scale: number,
  extra = '',
): string {
  const id = o.id('bird');
  const one = g({ id }, bird(o, tone, { sx: 1, sy: 1, tail: false }, o.id('leg')), extra);
  const uses = spots.map(([x, y, rot]) =>
    el('use', {
      href: `#${id}`,
      transform: d`translate(${x} ${y}) rotate(${rot}) scale(${scale}) translate(-300 -330)`,
    }),
  );
  const shadows = spots
    .map(([x, y]) => shadow(x, y + 150 * scale, 190 * scale, 22 * scale))
    .join('');
  return shadows + el('defs', {}, one) + uses.join('');
}

/** Squabs (white tint) are young birds with paler skin. */
export const pigeonSkin = (o: DrawOpts): Tone => (o.tint === 'white' ? SKIN : PIGEON_SKIN);

export const drawPigeon = (o: DrawOpts): string =>
  several(
    o,
    pigeonSkin(o),
    [
      [205, 320, -8],
      [395, 330, 8],
    ],
    0.56,
  );

export const drawQuail = (o: DrawOpts): string =>
  several(
    o,
    SKIN,
    [
      [220, 250, -10],
      [380, 250, 10],
      [210, 400, -6],
      [390, 400, 6],
    ],
    0.4,
  );

/** A dressed rabbit kept deliberately simple: a long body with the legs folded along it. */
export function drawRabbit(o: DrawOpts): string {
  const t = RABBIT_MEAT;
  const hind = 'M376 294C410 260 474 256 530 268 554 274 554 298 530 302 488 308 450 320 414 342Z';
  const fore = 'M222 304C190 282 150 276 110 280 90 282 90 306 110 308 146 312 176 324 200 336Z';
  const flip = 'matrix(1 0 0 -1 0 660)';
  return (
    shadow(310, 410, 230, 24) +
    g(
      { stroke: t.line, 'stroke-width': 4 },
      path(hind, t.shade),
      path(hind, t.base, { transform: flip }),
      path(fore, t.shade),
      path(fore, t.base, { transform: flip }),
      path(
        'M160 330C160 290 190 270 232 270 272 270 300 290 330 292 360 292 380 278 410 280 440 284 458 306 458 330 458 354 440 376 410 380 380 382 360 368 330 368 300 370 272 390 232 390 190 390 160 370 160 330Z',
        t.base,
      ),
      g(
        { stroke: 'none' },
        path(
          'M166 352C180 376 206 390 232 390 272 390 300 370 330 368 360 368 380 382 410 380 436 376 452 360 456 346 440 366 420 370 400 368 370 366 350 356 330 356 300 356 270 376 230 376 200 376 180 368 166 352Z',
          t.shade,
        ),
        ellipse(410, 318, 30, 18, t.light),
        ellipse(228, 314, 46, 22, t.light),
        ellipse(330, 318, 26, 10, t.light),
      ),
      line('M190 330H440', t.shade, 4),
      o.bare ? '' : rosemary(o.rng.pick([250, 350]), 450, 80, 1.1),
    )
  );
}
