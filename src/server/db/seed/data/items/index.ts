import type { SeedItem } from '../types';
import { chickenPartsItems } from './chicken-parts';
import { duckItems } from './ducks';
import { eggItems } from './eggs';
import { gooseItems } from './geese';
import { liveBirdItems } from './live-birds';
import { pigeonItems } from './pigeons';
import { withPreparation } from './preparation';
import { quailItems } from './quail';
import { rabbitItems } from './rabbits';
import { readyToCookItems } from './ready-to-cook';
import { turkeyItems } from './turkey';
import { wholeChickenItems } from './whole-chicken';

/**
 * Every seed item, in category order: an item's id is its place in this list, from 1. Each
 * carries the weights and preparation choices of preparation.ts.
 */
export const seedItems: readonly SeedItem[] = [
  ...wholeChickenItems,
  ...chickenPartsItems,
  ...duckItems,
  ...gooseItems,
  ...pigeonItems,
  ...turkeyItems,
  ...rabbitItems,
  ...quailItems,
  ...eggItems,
  ...liveBirdItems,
  ...readyToCookItems,
].map(withPreparation);
