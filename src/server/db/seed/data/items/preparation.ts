import type { SeedItem, SeedOption } from '../types';

/*
 * The choices the shop offers on each product (issue 24), by slug: the weights a shopper may
 * pick for a bird or a cut sold by the kg, and how it is prepared. Kept apart from the item
 * files so the product texts and the choices can change independently. Names are as the
 * counter says them in Mansoura; deltas are per kg for `kg` items, per bird or pack otherwise.
 */

const option = (
  group: SeedOption['group'],
  name_en: string,
  name_ar: string,
  price_delta = 0,
): SeedOption => ({ group, name_en, name_ar, price_delta });

/** Whole chicken: whole, or cut at the counter (eight pieces take longer). */
const chickenCut = [
  option('cut', 'Whole', 'صحيحة'),
  option('cut', '4 pieces', '٤ قطع'),
  option('cut', '8 pieces', '٨ قطع', 3),
];
const skin = (without: number) => [
  option('skin', 'With skin', 'بالجلد'),
  option('skin', 'Skinless', 'من غير جلد', without),
];
/** A live bird: slaughtered and cleaned at the shop for a fee, or handed over alive. */
const service = (
  fee: number,
  dressed = option('service', 'Slaughtered and cleaned', 'دبح وتنظيف', fee),
) => [dressed, option('service', 'Live', 'حي')];
const stuffing = (freekeh: number, rice: number) => [
  option('stuffing', 'Not stuffed', 'من غير حشو'),
  option('stuffing', 'Stuffed with freekeh', 'محشي فريك', freekeh),
  option('stuffing', 'Stuffed with rice', 'محشي رز', rice),
];
const quarters = [option('cut', 'Whole', 'صحيحة'), option('cut', 'Quarters', '٤ أرباع')];
const fillet = [
  option('cut', 'Whole fillets', 'صدور صحيحة'),
  option('cut', 'Strips', 'شرايح'),
  option('cut', 'Cubes', 'مكعبات'),
];

const WHOLE_CHICKEN = [1, 1.25, 1.5, 1.75, 2];
const SMALL_CHICKEN = [1, 1.25, 1.5];
const PARTS = [0.5, 1, 1.5, 2];
const DUCK = [2, 2.5, 3];
const GOOSE = [3, 3.5, 4];
const OFFAL = [0.25, 0.5, 1];

type Preparation = Pick<SeedItem, 'weight_options' | 'options'>;

export const preparations: Readonly<Record<string, Preparation>> = {
  // Whole chicken.
  'white-broiler-chicken-whole': {
    weight_options: WHOLE_CHICKEN,
    options: [...chickenCut, ...skin(10)],
  },
  'baladi-chicken-whole': { weight_options: SMALL_CHICKEN, options: [...chickenCut, ...skin(12)] },
  'sasso-chicken-whole': { weight_options: WHOLE_CHICKEN, options: [...chickenCut, ...skin(10)] },
  'fayoumi-chicken-whole': { weight_options: SMALL_CHICKEN, options: [...chickenCut, ...skin(12)] },
  'white-chicken-skinless': { weight_options: WHOLE_CHICKEN, options: chickenCut },
  'white-chicken-cut-8-pieces': { weight_options: WHOLE_CHICKEN, options: skin(10) },
  // Chicken parts.
  'chicken-breast-bone-in': { weight_options: PARTS, options: skin(15) },
  'chicken-breast-fillet': { weight_options: PARTS, options: fillet },
  'chicken-thighs': { weight_options: PARTS, options: skin(10) },
  'chicken-thighs-boneless': { weight_options: PARTS },
  'chicken-drumsticks': { weight_options: PARTS, options: skin(10) },
  'chicken-wings': { weight_options: PARTS },
  'chicken-liver-and-gizzards': { weight_options: OFFAL },
  'chicken-liver': { weight_options: OFFAL },
  'chicken-mince': { weight_options: [0.5, 1, 1.5] },
  'chicken-escalope': { weight_options: [0.5, 1, 1.5] },
  // Ducks.
  'muscovy-duck-whole': { weight_options: DUCK, options: quarters },
  'baladi-duck-whole': { weight_options: DUCK, options: quarters },
  'mulard-duck-whole': { weight_options: DUCK, options: quarters },
  'pekin-duck-whole': { weight_options: DUCK, options: quarters },
  'duck-cut-into-quarters': { weight_options: DUCK },
  'duck-breast': { weight_options: [0.5, 1], options: skin(20) },
  // Geese.
  'baladi-goose-whole': { weight_options: GOOSE, options: quarters },
  'young-goose-whole': { options: quarters },
  'goose-cut-pieces': { weight_options: [1, 2, 3] },
  'goose-liver-and-gizzards': { weight_options: OFFAL },
  // Pigeons and quail.
  'baladi-pigeon-pair': { options: stuffing(40, 30) },
  'baladi-pigeon-single': { options: stuffing(20, 15) },
  'squab-pigeons-pair': { options: stuffing(40, 30) },
  'romani-pigeon-pair': { options: stuffing(40, 30) },
  'stuffed-pigeons-freekeh-pair': {
    options: [
      option('stuffing', 'Stuffed with freekeh', 'محشي فريك'),
      option('stuffing', 'Stuffed with rice', 'محشي رز'),
    ],
  },
  'stuffed-quail-freekeh': {
    options: [
      option('stuffing', 'Stuffed with freekeh', 'محشي فريك'),
      option('stuffing', 'Stuffed with rice', 'محشي رز'),
    ],
  },
  // Turkey.
  'turkey-whole': {
    weight_options: [4, 5, 6, 7],
    options: [option('cut', 'Whole', 'صحيحة'), option('cut', '8 pieces', '٨ قطع', 2)],
  },
  'baladi-turkey-whole': {
    weight_options: [4, 5, 6],
    options: [option('cut', 'Whole', 'صحيحة'), option('cut', '8 pieces', '٨ قطع', 2)],
  },
  'turkey-breast': { weight_options: PARTS, options: fillet },
  'turkey-thighs': { weight_options: PARTS, options: skin(10) },
  'turkey-wings': { weight_options: PARTS },
  'turkey-mince': { weight_options: [0.5, 1, 1.5] },
  // Rabbits.
  'baladi-rabbit-whole': {
    weight_options: [1.5, 2, 2.5],
    options: [option('cut', 'Whole', 'صحيح'), option('cut', 'Cut in pieces', 'متقطع')],
  },
  'white-rabbit-whole': {
    weight_options: [1.5, 2, 2.5],
    options: [option('cut', 'Whole', 'صحيح'), option('cut', 'Cut in pieces', 'متقطع')],
  },
  'rabbit-cut-pieces': { weight_options: PARTS },
  'rabbit-legs': { weight_options: [0.5, 1, 1.5] },
  // Live birds, slaughtered at the shop on request.
  'live-white-broiler-chicken': { options: service(15) },
  'live-baladi-hen': { options: service(15) },
  'live-muscovy-duck': { options: service(30) },
  'live-baladi-duck': { options: service(30) },
  'live-baladi-goose': { options: service(40) },
  'live-turkey': { options: service(60) },
  'live-baladi-pigeon': { options: service(5) },
  'live-rabbit': {
    options: service(20, option('service', 'Slaughtered and skinned', 'دبح وسلخ', 20)),
  },
  'live-quail': { options: service(3) },
  // Ready to cook, sold by the kg.
  'shish-tawook': { weight_options: PARTS },
  'chicken-kofta': { weight_options: PARTS },
  'chicken-pane': { weight_options: PARTS },
  'marinated-chicken-for-grilling': { weight_options: SMALL_CHICKEN },
  'bbq-marinated-chicken-wings': { weight_options: [0.5, 1, 1.5] },
  'chicken-sausage': { weight_options: [0.5, 1] },
};

/** The item with its choices: weights only for an item sold by the kg. */
export function withPreparation(item: SeedItem): SeedItem {
  const preparation = preparations[item.slug];
  if (!preparation) return item;
  return {
    ...item,
    weight_options: item.unit === 'kg' ? preparation.weight_options : undefined,
    options: preparation.options,
  };
}
