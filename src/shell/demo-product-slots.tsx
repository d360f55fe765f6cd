import type { DemoProduct } from '@/contracts/demo/demo-entities';
import type { DemoShopSlug } from '@/contracts/demo/demo-shops';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { salePrice } from '@/features/demo-shops/sections/sale-price';

/**
 * The cart's button on a demo product: the same cart as the poultry shop, the line tagged
 * with its shop (so it is never taken for a real product) at the price the card shows.
 */
export function renderDemoProductAction(shop: DemoShopSlug) {
  function DemoProductAction(product: DemoProduct) {
    return (
      <AddToCartButton
        item={{
          id: product.id,
          shop,
          name: product.title,
          price: salePrice(product),
          image: product.imgUrl,
          unit: product.unit,
        }}
        size="small"
        fullWidth
      />
    );
  }
  return DemoProductAction;
}
