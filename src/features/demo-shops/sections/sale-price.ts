import type { DemoProduct } from '@/contracts/demo/demo-entities';

/**
 * The price a shopper pays: the price less its percent discount, to the piastre. The sum is
 * done in whole piastres so binary fractions cannot leave 0.1 + 0.2 style tails on a price.
 */
export function salePrice(product: Pick<DemoProduct, 'price' | 'discount'>): number {
  const piastres = Math.round(product.price * 100);
  const discount = Math.min(Math.max(product.discount, 0), 100);
  // piastres × (100 − discount) is a whole number, so the only rounding is the last one.
  return Math.round((piastres * (100 - discount)) / 100) / 100;
}
