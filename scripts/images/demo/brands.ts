// Abstract brand marks (200 x 200, transparent): one geometric figure and one or two colours
// each, so eighteen sample brands in a strip are told apart at a glance without any lettering.
import { circle, d, doc, ellipse, g, line, path, rect } from '../svg';
import type { BrandMark } from '@mocks/fixtures/shared/pictures';

export const MARK_SIZE = 200;

type Mark = (a: string, b: string) => string;

const star = (cx: number, cy: number, r: number): string => {
  let dd = '';
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    dd += (i === 0 ? 'M' : 'L') + d`${cx + Math.cos(a) * rr} ${cy + Math.sin(a) * rr}`;
  }
  return `${dd}Z`;
};

const hexagon = (r: number): string => {
  let dd = '';
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    dd += (i === 0 ? 'M' : 'L') + d`${100 + Math.cos(a) * r} ${100 + Math.sin(a) * r}`;
  }
  return `${dd}Z`;
};

const MARKS: Record<BrandMark, Mark> = {
  'mark-1': (a, b) =>
    circle(78, 100, 46, 'none', { stroke: a, 'stroke-width': 16 }) +
    circle(122, 100, 46, 'none', { stroke: b, 'stroke-width': 16, opacity: 0.85 }),
  'mark-2': (a, b) => path('M100 34 166 150H34Z', a) + path('M100 96 136 160H64Z', b),
  'mark-3': (a, b) => path(hexagon(70), a) + path(hexagon(36), b),
  'mark-4': (a, b) =>
    g(
      { opacity: 0.9 },
      ellipse(100, 62, 24, 40, a),
      ellipse(138, 100, 40, 24, b),
      ellipse(100, 138, 24, 40, a),
      ellipse(62, 100, 40, 24, b),
    ) + circle(100, 100, 14, '#fff'),
  'mark-5': (a, b) => line('M48 72 100 112 152 72', a, 22) + line('M48 120 100 160 152 120', b, 22),
  'mark-6': (a, b) => path('M100 30 170 100 100 170Z', a) + path('M100 30 30 100 100 170Z', b),
  'mark-7': (a, b) =>
    path('M30 120A70 70 0 0 1 170 120Z', a) +
    rect(30, 134, 140, 14, b, { rx: 7 }) +
    rect(56, 158, 88, 12, b, { rx: 6 }),
  'mark-8': (a, b) =>
    rect(40, 110, 30, 56, b, { rx: 8 }) +
    rect(85, 78, 30, 88, a, { rx: 8 }) +
    rect(130, 40, 30, 126, b, { rx: 8 }),
  'mark-9': (a, b) =>
    path('M44 156C44 80 100 40 160 40C160 110 120 156 44 156Z', a) +
    line('M60 140C90 110 116 86 140 62', b, 8),
  'mark-10': (a, b) =>
    line('M30 76Q65 46 100 76T170 76', a, 16) +
    line('M30 116Q65 86 100 116T170 116', b, 16) +
    line('M30 156Q65 126 100 156T170 156', a, 16),
  'mark-11': (a, b) => {
    let dots = '';
    for (const x of [56, 100, 144]) for (const y of [56, 100, 144]) dots += d`M${x} ${y}h.1`;
    return line(dots, a, 30) + circle(144, 144, 15, b);
  },
  'mark-12': (a, b) =>
    rect(40, 40, 120, 120, a, { rx: 18 }) + path('M160 160H88A72 72 0 0 1 160 88Z', b),
  'mark-13': (a, b) =>
    path('M130 34A70 70 0 1 0 130 166A56 56 0 1 1 130 34Z', a) + path(star(140, 84, 18), b),
  'mark-14': (a, b) =>
    rect(78, 30, 44, 140, a, { rx: 14 }) +
    rect(30, 78, 140, 44, a, { rx: 14 }) +
    circle(100, 100, 16, b),
  'mark-15': (a, b) =>
    circle(70, 100, 36, 'none', { stroke: a, 'stroke-width': 18 }) +
    circle(130, 100, 36, 'none', { stroke: b, 'stroke-width': 18 }) +
    rect(88, 86, 24, 28, a, { rx: 6 }),
  'mark-16': (a, b) => path(star(100, 104, 74), a) + circle(100, 104, 20, b),
  'mark-17': (a, b) => circle(100, 100, 72, a) + path('M100 52 142 128H58Z', b),
  'mark-18': (a, b) =>
    rect(44, 44, 112, 112, a, { rx: 12, transform: 'rotate(45 100 100)' }) +
    rect(70, 70, 60, 60, b, { rx: 8 }),
};

/** Two colours per mark, no pair repeated. */
const COLOURS: Record<BrandMark, [string, string]> = {
  'mark-1': ['#4E97FD', '#F2709C'],
  'mark-2': ['#33D067', '#1E8F45'],
  'mark-3': ['#8E6CEF', '#FFB020'],
  'mark-4': ['#E84A4A', '#FFB020'],
  'mark-5': ['#1CB5A8', '#3A3F4B'],
  'mark-6': ['#FFB020', '#E07B12'],
  'mark-7': ['#F2709C', '#8E6CEF'],
  'mark-8': ['#4E97FD', '#2F3542'],
  'mark-9': ['#33D067', '#FFFFFF'],
  'mark-10': ['#7D879C', '#4E97FD'],
  'mark-11': ['#3A3F4B', '#E84A4A'],
  'mark-12': ['#BE7374', '#FFD166'],
  'mark-13': ['#2F6FD0', '#FFB020'],
  'mark-14': ['#E84A4A', '#FFFFFF'],
  'mark-15': ['#1CB5A8', '#8E6CEF'],
  'mark-16': ['#FFB020', '#E84A4A'],
  'mark-17': ['#3A3F4B', '#33D067'],
  'mark-18': ['#F2709C', '#FFFFFF'],
};

export const brandMark = (name: BrandMark): string =>
  doc(MARK_SIZE, MARK_SIZE, MARKS[name](...COLOURS[name]));
