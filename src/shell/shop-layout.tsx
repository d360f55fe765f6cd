import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { memo, useCallback, useEffect, useState, type ReactNode } from 'react';
import { DeferredHydration } from '@/components/layout/deferred-hydration';
import { Footer } from '@/components/layout/footer';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { ShopBottomNav } from './shop-bottom-nav';
import { ShopHeader } from './shop-header';

// The drawers cost nothing until first wanted: their code loads on intent (hover, focus) or
// on the first press, and they stay mounted afterwards so closing can animate.
const loadMiniCart = () => import('@/features/cart/components/mini-cart-drawer');
const loadCategories = () => import('./categories-drawer');
const MiniCartDrawer = dynamic(() => loadMiniCart().then((m) => m.MiniCartDrawer), {
  ssr: false,
});
const CategoriesDrawer = dynamic(() => loadCategories().then((m) => m.CategoriesDrawer), {
  ssr: false,
});

type Panel = 'cart' | 'categories';

// Opening or closing a drawer changes the layout's state: the frame around it has the same
// props then (stable callbacks below), so it is not drawn again in the tap's frame (issue 42:
// the mini cart's tap re-rendered the header, footer and phone navigation).
const Header = memo(ShopHeader);
const PageFooter = memo(Footer);
const BottomNav = memo(ShopBottomNav);

const preload = (load: () => Promise<unknown>) => () => {
  void load();
};
const preloadCart = preload(loadMiniCart);
const preloadCategories = preload(loadCategories);

type Props = {
  children: ReactNode;
  /** false where the page itself shows the service promises (the home page): see Footer. */
  footerPromises?: boolean;
};

/** The storefront's frame: header, the page as the main landmark, footer, phone navigation. */
export function ShopLayout({ children, footerPromises = true }: Props) {
  const { t } = useTranslation('layout');
  const router = useRouter();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [mounted, setMounted] = useState<Record<Panel, boolean>>({
    cart: false,
    categories: false,
  });

  const open = useCallback((which: Panel) => {
    setMounted((current) => (current[which] ? current : { ...current, [which]: true }));
    setPanel(which);
  }, []);
  const openCart = useCallback(() => open('cart'), [open]);
  const openCategories = useCallback(() => open('categories'), [open]);
  const close = useCallback(() => setPanel(null), []);

  useEffect(() => {
    // Back/forward or a link elsewhere: a drawer left open would cover the next page.
    const onRoute = () => setPanel(null);
    router.events.on('routeChangeStart', onRoute);
    return () => router.events.off('routeChangeStart', onRoute);
  }, [router.events]);

  return (
    // All of it hydrates apart from the app's providers, in slices (DeferredHydration): a
    // tap on the header before then hydrates that part at once and is replayed.
    <DeferredHydration>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('header.skipToContent')}</SkipLink>
        <Header onOpenCart={openCart} onCartIntent={preloadCart} />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1 }}>
          {children}
        </Box>
        <PageFooter showPromises={footerPromises} />
        <BottomNav
          onOpenCart={openCart}
          onCartIntent={preloadCart}
          onOpenCategories={openCategories}
          onCategoriesIntent={preloadCategories}
        />
        {mounted.cart ? <MiniCartDrawer open={panel === 'cart'} onClose={close} /> : null}
        {mounted.categories ? (
          <CategoriesDrawer open={panel === 'categories'} onClose={close} />
        ) : null}
      </Box>
    </DeferredHydration>
  );
}
