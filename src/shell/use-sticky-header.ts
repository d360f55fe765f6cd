import { useEffect, useRef, useState } from 'react';
import { useCartActions, useCartSelector } from '@/features/cart/hooks/use-cart';
import type { CartState } from '@/features/cart/model/cart-reducer';

/**
 * Pins the header once the page is scrolled past it, through the cart state's isHeaderFixed
 * (the spec's toggle-header). The header's place keeps its measured height while pinned, so
 * the content under it never jumps.
 */
const headerFixed = (state: CartState) => state.isHeaderFixed;

export function useStickyHeader() {
  const isHeaderFixed = useCartSelector(headerFixed);
  const { setHeaderFixed } = useCartActions();
  const placeRef = useRef<HTMLDivElement>(null);
  const [reservedHeight, setReservedHeight] = useState<number>();

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const place = placeRef.current;
      if (!place) return;
      // While pinned, the place holds the height it had; either way its box is the header's.
      const height = place.offsetHeight;
      const past = window.scrollY > place.offsetTop + height;
      // Measured on every frame before the pin, so the height is in place when it pins.
      if (!past) setReservedHeight(height);
      else setReservedHeight((known) => known ?? height);
      setHeaderFixed(past);
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [setHeaderFixed]);

  return { fixed: isHeaderFixed, reservedHeight, placeRef };
}
