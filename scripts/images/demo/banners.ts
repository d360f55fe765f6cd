// Wide pictures (1200 x 500) for carousels, offers and blog posts: a soft gradient, a large
// accent disc and three motifs on the right. The left half stays calm because pages lay the
// offer's words over it (or beside it on phones).
import { circle, d, doc, el, g, line, rect } from '../svg';
import { MOTIF_SPECS } from './motifs';
import type { Banner, Motif } from '@mocks/fixtures/shared/pictures';
import type { Rng } from '../svg';

export const BANNER_W = 1200;
export const BANNER_H = 500;

type BannerSpec = {
  from: string;
  to: string;
  disc: string;
  dots: string;
  motifs: [Motif, Motif, Motif];
};

export const BANNER_SPECS: Record<Banner, BannerSpec> = {
  'grocery-fresh': {
    from: '#FFF6E8',
    to: '#EEF8EA',
    disc: '#FFE2B8',
    dots: '#5DBB63',
    motifs: ['apple', 'orange', 'carrot'],
  },
  'grocery-dairy': {
    from: '#EEF5FF',
    to: '#FFF9EE',
    disc: '#D6E4F7',
    dots: '#4E97FD',
    motifs: ['milk', 'cheese', 'eggs'],
  },
  'grocery-bakery': {
    from: '#FFF3E2',
    to: '#FDEEEA',
    disc: '#F5D6B0',
    dots: '#D99A4E',
    motifs: ['bread', 'juice', 'banana'],
  },
  'gadget-phones': {
    from: '#EEF3FB',
    to: '#F2EEFB',
    disc: '#D6E4F7',
    dots: '#8E6CEF',
    motifs: ['phone', 'tablet', 'watch'],
  },
  'gadget-audio': {
    from: '#E8F4F8',
    to: '#EEF3FB',
    disc: '#CBE6EE',
    dots: '#1CB5A8',
    motifs: ['headphones', 'speaker', 'phone'],
  },
  'gadget-workspace': {
    from: '#F2EEFB',
    to: '#E8F4F8',
    disc: '#DED5F7',
    dots: '#4E97FD',
    motifs: ['laptop', 'camera', 'headphones'],
  },
  'fashion-summer': {
    from: '#FDF0F3',
    to: '#FFF5E9',
    disc: '#F8D6DF',
    dots: '#F2709C',
    motifs: ['dress', 'hat', 'sunglasses'],
  },
  'fashion-shoes': {
    from: '#FFF5E9',
    to: '#F1F0FB',
    disc: '#FBE2C4',
    dots: '#4E97FD',
    motifs: ['shoe', 'bag', 'tshirt'],
  },
  'furniture-living': {
    from: '#F4F1EC',
    to: '#EDF3F1',
    disc: '#E6DDD0',
    dots: '#7D879C',
    motifs: ['sofa', 'lamp', 'chair'],
  },
  'beauty-skincare': {
    from: '#FBEFF4',
    to: '#F3EEFA',
    disc: '#F4D3E1',
    dots: '#BE7374',
    motifs: ['serum', 'cream', 'perfume'],
  },
  'gift-flowers': {
    from: '#FFF1F1',
    to: '#FFF8E6',
    disc: '#FFD6D6',
    dots: '#E84A4A',
    motifs: ['bouquet', 'gift-box', 'teddy'],
  },
  'superstore-cars': {
    from: '#EEF4F8',
    to: '#F5F2EA',
    disc: '#D5E3EE',
    dots: '#33D067',
    motifs: ['car', 'bike', 'sunglasses'],
  },
};

const placed = (motif: Motif, x: number, y: number, s: number): string =>
  g(
    { transform: d`translate(${x} ${y}) scale(${s}) translate(-200 -210)` },
    MOTIF_SPECS[motif].draw(),
  );

/** A few round dots scattered over the calm half, seeded by the banner's name. */
function confetti(rng: Rng, colour: string): string {
  let dots = '';
  for (let i = 0; i < 9; i++) dots += d`M${rng.range(40, 640)} ${rng.range(30, 470)}h.1`;
  return line(dots, colour, Math.round(rng.range(10, 16)), { opacity: 0.35 });
}

export function banner(name: Banner, rng: Rng, id: (name: string) => string): string {
  const s = BANNER_SPECS[name];
  const wash = id('wash');
  const [main, left, right] = s.motifs;
  return doc(
    BANNER_W,
    BANNER_H,
    el(
      'defs',
      {},
      el(
        'linearGradient',
        { id: wash, x1: 0, y1: 0, x2: 1, y2: 1 },
        el('stop', { offset: 0, 'stop-color': s.from }),
        el('stop', { offset: 1, 'stop-color': s.to }),
      ),
    ) +
      rect(0, 0, BANNER_W, BANNER_H, `url(#${wash})`) +
      circle(880, 250, 250, s.disc, { opacity: 0.7 }) +
      circle(1130, 60, 110, '#fff', { opacity: 0.5 }) +
      confetti(rng, s.dots) +
      placed(left, 610, 340, 0.6) +
      placed(right, 1110, 340, 0.6) +
      placed(main, 865, 250, 0.98),
  );
}
