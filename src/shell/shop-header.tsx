import { Header } from '@/components/layout/header';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { CartButton } from '@/features/cart/components/cart-button';
import { HeaderSearch } from '@/features/catalog/components/header-search';
import { useStickyHeader } from './use-sticky-header';

type Props = { onOpenCart: () => void; onCartIntent: () => void };

/** The storefront header: features composed into the shared header's slots, pinned on scroll. */
export function ShopHeader({ onOpenCart, onCartIntent }: Props) {
  const { fixed, reservedHeight, placeRef } = useStickyHeader();
  return (
    <Header
      fixed={fixed}
      reservedHeight={reservedHeight}
      placeRef={placeRef}
      search={<HeaderSearch />}
      account={<AccountMenu />}
      cart={<CartButton onOpen={onOpenCart} onIntent={onCartIntent} />}
    />
  );
}
