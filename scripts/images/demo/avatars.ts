// Round portraits (200 x 200) for testimonials: head and shoulders on a coloured disc.
import { circle, doc, el, ellipse, g, line, path } from '../svg';
import type { Avatar } from '@mocks/fixtures/shared/pictures';

export const AVATAR_SIZE = 200;

type Hair = 'short' | 'long' | 'bun' | 'curly' | 'hijab' | 'bald';
type AvatarSpec = { disc: string; skin: string; hair: string; shirt: string; style: Hair };

export const AVATAR_SPECS: Record<Avatar, AvatarSpec> = {
  'avatar-1': {
    disc: '#D6E4F7',
    skin: '#F1C7A5',
    hair: '#3A2A20',
    shirt: '#4E97FD',
    style: 'short',
  },
  'avatar-2': {
    disc: '#F8D6DF',
    skin: '#E0A884',
    hair: '#5B3A29',
    shirt: '#F2709C',
    style: 'hijab',
  },
  'avatar-3': {
    disc: '#DDF3E4',
    skin: '#C68B62',
    hair: '#1F1A17',
    shirt: '#33D067',
    style: 'curly',
  },
  'avatar-4': {
    disc: '#FFE8C2',
    skin: '#F6D2B8',
    hair: '#B5651D',
    shirt: '#8E6CEF',
    style: 'long',
  },
  'avatar-5': {
    disc: '#E6E0F8',
    skin: '#A86B4A',
    hair: '#2B211C',
    shirt: '#FFB020',
    style: 'bald',
  },
  'avatar-6': { disc: '#D4F1EE', skin: '#EDBE9C', hair: '#6B4A2E', shirt: '#E84A4A', style: 'bun' },
  'avatar-7': {
    disc: '#FDE2D6',
    skin: '#D49A74',
    hair: '#7D879C',
    shirt: '#1CB5A8',
    style: 'hijab',
  },
  'avatar-8': {
    disc: '#E3ECF5',
    skin: '#8D5A3C',
    hair: '#141414',
    shirt: '#BE7374',
    style: 'short',
  },
};

/** What sits behind the head (long hair, the back of a scarf). */
function back(s: AvatarSpec): string {
  if (s.style === 'long') return path('M58 96C58 40 142 40 142 96V170H58Z', s.hair);
  if (s.style === 'hijab') return path('M50 100C50 26 150 26 150 100L164 200H36Z', s.hair);
  if (s.style === 'bun') return circle(100, 34, 20, s.hair);
  return '';
}

/** What sits over the head (a fringe, curls, the front of a scarf). */
function front(s: AvatarSpec): string {
  switch (s.style) {
    case 'short':
      return path('M62 86C58 44 90 34 110 40C134 42 144 62 138 86C124 70 90 64 62 86Z', s.hair);
    case 'long':
    case 'bun':
      return path('M62 90C60 50 88 40 100 42C124 40 142 58 138 90C120 64 84 70 62 90Z', s.hair);
    case 'curly':
      return g(
        {},
        circle(70, 70, 18, s.hair),
        circle(92, 54, 20, s.hair),
        circle(116, 54, 20, s.hair),
        circle(134, 72, 17, s.hair),
      );
    case 'hijab':
      return path('M56 96C56 40 144 40 144 96C134 66 66 66 56 96Z', s.hair, { opacity: 0.9 });
    case 'bald':
      return ellipse(82, 60, 12, 6, '#fff', { opacity: 0.25 });
  }
}

export function avatar(name: Avatar, id: (name: string) => string): string {
  const s = AVATAR_SPECS[name];
  const clip = id('clip');
  return doc(
    AVATAR_SIZE,
    AVATAR_SIZE,
    el('defs', {}, el('clipPath', { id: clip }, circle(100, 100, 100, '#fff'))) +
      g(
        { 'clip-path': `url(#${clip})` },
        circle(100, 100, 100, s.disc),
        back(s),
        path('M30 200C30 150 60 136 100 136S170 150 170 200Z', s.shirt),
        path('M86 120H114V146Q100 156 86 146Z', s.skin),
        ellipse(100, 92, 40, 46, s.skin),
        circle(60, 96, 8, s.skin),
        circle(140, 96, 8, s.skin),
        front(s),
        circle(86, 96, 4, '#2B211C'),
        circle(114, 96, 4, '#2B211C'),
        line('M88 114Q100 124 112 114', '#8C4A3A', 4),
        circle(78, 110, 6, '#F2709C', { opacity: 0.25 }),
        circle(122, 110, 6, '#F2709C', { opacity: 0.25 }),
      ),
  );
}
