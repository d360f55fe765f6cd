import type { Item } from '@/contracts/catalog';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { FavouriteToggle } from '@/features/favourites/components/favourite-toggle';

/**
 * What every product card of the catalogue carries: the cart's button and the favourites'
 * heart. Features do not import each other, so the shell joins them once for all pages.
 */
export const renderProductAction = (item: Item) => (
  <AddToCartButton item={item} stock={item.stock} size="small" fullWidth />
);

export const renderProductFavourite = (item: Item) => (
  <FavouriteToggle itemId={item.id} initial={item.is_favorite} itemName={item.name} />
);

/** Pages whose cards use the slots load these namespaces besides their own. */
export const PRODUCT_SLOT_NAMESPACES = ['catalog', 'cart', 'favourites'] as const;
