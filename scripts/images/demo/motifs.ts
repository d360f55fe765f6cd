// Every motif the fixtures name, with its drawing, its backdrop family and where its close-up
// looks. Typed by MOTIFS, so a new name in the fixtures' list cannot go undrawn.
import * as beauty from './draw-beauty';
import * as fashion from './draw-fashion';
import * as furniture from './draw-furniture';
import * as gadget from './draw-gadget';
import * as gift from './draw-gift';
import * as grocery from './draw-grocery';
import * as street from './draw-street';
import type { Motif } from '@mocks/fixtures/shared/pictures';
import type { Family } from './palette';
import type { Focus } from './views';

type MotifSpec = { draw: () => string; family: Family; focus: Focus };

const at = (draw: () => string, family: Family, x = 200, y = 210): MotifSpec => ({
  draw,
  family,
  focus: { x, y },
});

export const MOTIF_SPECS: Record<Motif, MotifSpec> = {
  apple: at(grocery.apple, 'grocery', 190, 190),
  orange: at(grocery.orange, 'grocery', 200, 190),
  banana: at(grocery.bananaBunch, 'grocery', 150, 220),
  carrot: at(grocery.carrot, 'grocery', 200, 170),
  tomato: at(grocery.tomato, 'grocery', 200, 190),
  broccoli: at(grocery.broccoli, 'grocery', 200, 180),
  milk: at(grocery.milk, 'grocery', 205, 215),
  cheese: at(grocery.cheese, 'grocery', 210, 250),
  bread: at(grocery.bread, 'grocery', 200, 210),
  juice: at(grocery.juice, 'grocery', 180, 180),
  eggs: at(grocery.eggs, 'grocery', 200, 230),
  phone: at(gadget.phone, 'gadget', 200, 160),
  tablet: at(gadget.tablet, 'gadget', 160, 180),
  laptop: at(gadget.laptop, 'gadget', 200, 240),
  camera: at(gadget.camera, 'gadget', 200, 220),
  headphones: at(gadget.headphones, 'gadget', 110, 250),
  watch: at(gadget.watch, 'gadget', 200, 200),
  speaker: at(gadget.speaker, 'gadget', 200, 220),
  dress: at(fashion.dress, 'fashion', 200, 170),
  shoe: at(fashion.shoe, 'fashion', 200, 230),
  bag: at(fashion.bag, 'fashion', 200, 220),
  tshirt: at(fashion.tshirt, 'fashion', 200, 180),
  hat: at(fashion.hat, 'fashion', 200, 230),
  sofa: at(furniture.sofa, 'furniture', 150, 210),
  chair: at(furniture.chair, 'furniture', 200, 180),
  bed: at(furniture.bed, 'furniture', 150, 230),
  lamp: at(furniture.lamp, 'furniture', 200, 150),
  serum: at(beauty.serum, 'beauty', 200, 200),
  lipstick: at(beauty.lipstick, 'beauty', 200, 140),
  perfume: at(beauty.perfume, 'beauty', 200, 200),
  shampoo: at(beauty.shampoo, 'beauty', 200, 200),
  cream: at(beauty.cream, 'beauty', 200, 220),
  bouquet: at(gift.bouquet, 'gift', 200, 160),
  'gift-box': at(gift.giftBox, 'gift', 200, 170),
  card: at(gift.card, 'gift', 200, 180),
  teddy: at(gift.teddy, 'gift', 200, 170),
  car: at(street.car, 'street', 230, 220),
  bike: at(street.bike, 'street', 200, 200),
  sunglasses: at(street.sunglasses, 'street', 200, 210),
  glasses: at(street.glasses, 'street', 200, 210),
  guitar: at(street.guitar, 'street', 180, 220),
};
