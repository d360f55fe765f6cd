import { describe, expect, it } from '@jest/globals';
import { DEMO_SHOPS } from './demo-shops';
import { phoneOrder } from './phone-order';
import type { DemoShopConfig } from './shop-config';

/** The sections' kinds as a phone shows them. */
function onPhone(shop: DemoShopConfig): string[] {
  const order = phoneOrder(shop.sections);
  return [...shop.sections]
    .map((section, index) => ({ kind: section.kind, at: order[index] ?? -1 }))
    .sort((a, b) => a.at - b.at)
    .map((section) => section.kind);
}

describe('phoneOrder', () => {
  it('puts the first products before a service list that opened the page', () => {
    expect(DEMO_SHOPS.grocery1.sections[0]?.kind).toBe('services');
    expect(onPhone(DEMO_SHOPS.grocery1)).toEqual(['products', 'services', 'products', 'products']);
    expect(onPhone(DEMO_SHOPS['gift-shop'])).toEqual([
      'categories',
      'products',
      'services',
      'products',
      'products',
    ]);
  });

  it('shows products before services in every shop, and moves nothing else', () => {
    for (const shop of Object.values(DEMO_SHOPS)) {
      const kinds = onPhone(shop);
      const services = kinds.indexOf('services');
      if (services >= 0) expect(kinds.indexOf('products')).toBeLessThan(services);
      const others = (list: readonly string[]) => list.filter((kind) => kind !== 'services');
      expect(others(kinds)).toEqual(others(shop.sections.map((section) => section.kind)));
    }
  });

  it('keeps a page without products, or with services after them, as configured', () => {
    const shop = DEMO_SHOPS['fashion-shop'];
    expect(phoneOrder(shop.sections)).toEqual(shop.sections.map((_, index) => index));
    expect(
      phoneOrder([{ kind: 'services', endpoint: '/api/grocery1/services', title: 's' }]),
    ).toEqual([0]);
  });
});
