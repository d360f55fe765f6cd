// Tiny string builders for SVG. Output is compared byte for byte between runs, so everything
// here is deterministic and numbers are rounded to one decimal (more is invisible at 600 px).

export type Attr = string | number | undefined | false;
export type Attrs = Readonly<Record<string, Attr>>;

export const num = (v: number): string => {
  const r = Math.round(v * 10) / 10;
  const s = Object.is(r, -0) ? '0' : String(r);
  return s.replace(/^(-?)0\./, '$1.');
};

/** Tagged template for path data and transforms: interpolated numbers get rounded. */
export const d = (parts: TemplateStringsArray, ...values: number[]): string =>
  parts.reduce((acc, s, i) => {
    const v = values[i];
    return acc + s + (v === undefined ? '' : num(v));
  }, '');

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  let a = '';
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    a += ` ${k}="${typeof v === 'number' ? num(v) : v}"`;
  }
  const body = children.join('');
  return body ? `<${tag}${a}>${body}</${tag}>` : `<${tag}${a}/>`;
}

export const g = (attrs: Attrs, ...children: string[]): string => el('g', attrs, ...children);
export const path = (dd: string, fill: string, extra: Attrs = {}): string =>
  el('path', { d: dd, fill, ...extra });
export const circle = (
  cx: number,
  cy: number,
  r: number,
  fill: string,
  extra: Attrs = {},
): string => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
): string => el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra: Attrs = {},
): string => el('rect', { x, y, width: w, height: h, fill, ...extra });

/** Strokes only: a line of the given colour and width (round ends and joins come from doc). */
export const line = (dd: string, stroke: string, width: number, extra: Attrs = {}): string =>
  el('path', { d: dd, fill: 'none', stroke, 'stroke-width': width, ...extra });

/** Places a fragment drawn around the origin; rotation in degrees, then uniform scale. */
export const place = (x: number, y: number, rot = 0, scale = 1): string => {
  let t = d`translate(${x} ${y})`;
  if (rot) t += d` rotate(${rot})`;
  if (scale !== 1) t += d` scale(${scale})`;
  return t;
};

/** Soft contact shadow under an object. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, o = 0.14): string =>
  ellipse(cx, cy, rx, ry, '#5A3A22', { opacity: o });

/** Round caps and joins are set once on the root and inherited by every stroke. */
export const doc = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`;

export interface Rng {
  /** In [0, 1). */
  next: () => number;
  range: (lo: number, hi: number) => number;
  int: (lo: number, hi: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
}

/** FNV-1a: a stable 32-bit number from a string. */
export function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 seeded with the key's hash: the same slug always draws the same picture. */
export function rngFrom(key: string): Rng {
  let s = hash(key);
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (lo: number, hi: number): number => lo + (hi - lo) * next();
  const int = (lo: number, hi: number): number => Math.floor(range(lo, hi + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return { next, range, int, pick, chance: (p) => next() < p };
}

export type Tint = 'white' | 'brown' | 'dark' | 'speckled';

export interface DrawOpts {
  rng: Rng;
  tint?: Tint;
  /** Prefixes ids so two SVGs inlined in one page never clash. */
  id: (name: string) => string;
  /** Breed size: the product drawn smaller or larger on the same surface. */
  size?: 'small' | 'large';
  /** Leave out the kind's own bowl or tray: the picture puts it in a pack instead. */
  bare?: boolean;
  /** The kind's other look where it has one (a rooster rather than a hen): banners only. */
  alt?: boolean;
}

/** Draws one kind in a 600x600 space, centred near (300, 320), resting on y of about 470. */
export type Drawer = (o: DrawOpts) => string;

/**
 * Moves, turns and scales absolute path data (M, L, C, S, Q, T, Z only) so that several
 * copies of a shape can share one <path> element instead of one element each. Rounds to whole
 * units: these are small details where half a pixel never shows.
 */
export function tp(dd: string, x: number, y: number, rot = 0, s = 1): string {
  const cos = Math.cos((rot * Math.PI) / 180) * s;
  const sin = Math.sin((rot * Math.PI) / 180) * s;
  const tokens = dd.match(/[A-Za-z]|-?\d*\.?\d+/g) ?? [];
  let out = '';
  let pending: number | undefined;
  for (const tok of tokens) {
    if (/[A-Za-z]/.test(tok)) {
      if (!'MLCSQTZ'.includes(tok)) throw new Error(`tp: unsupported command ${tok}`);
      out += tok;
      continue;
    }
    const v = Number(tok);
    if (pending === undefined) {
      pending = v;
      continue;
    }
    const px = x + pending * cos - v * sin;
    const py = y + pending * sin + v * cos;
    out += `${Math.round(px)} ${Math.round(py)} `;
    pending = undefined;
  }
  return out
    .replace(/ ([A-Z])/g, '$1')
    .replace(/ -/g, '-')
    .replace(/-0\b/g, '0')
    .trim();
}
