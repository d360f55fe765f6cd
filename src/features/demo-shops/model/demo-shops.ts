import type { DemoShopSlug } from '@/contracts/demo/demo-shops';
import { fashionShop } from './shops/fashion-shop';
import { furnitureShop } from './shops/furniture-shop';
import { gadgetShop } from './shops/gadget-shop';
import { giftShop } from './shops/gift-shop';
import { grocery1, grocery2, grocery3 } from './shops/grocery';
import { healthBeautyShop } from './shops/healthbeauty-shop';
import { superstoreShop } from './shops/superstore-shop';
import type { DemoShopConfig } from './shop-config';

/** Every demo shop, by slug: the pages and the product page look them up here. */
export const DEMO_SHOPS: Readonly<Record<DemoShopSlug, DemoShopConfig>> = {
  grocery1,
  grocery2,
  grocery3,
  'gadget-shop': gadgetShop,
  'fashion-shop': fashionShop,
  'furniture-shop': furnitureShop,
  'healthbeauty-shop': healthBeautyShop,
  'gift-shop': giftShop,
  'superstore-shop': superstoreShop,
};
