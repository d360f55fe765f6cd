import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { useRouteTheme } from './use-route-theme';

function renderRouteTheme(pathname: string) {
  return renderHook(({ path }: { path: string }) => useRouteTheme(path), {
    initialProps: { path: pathname },
  });
}

describe('useRouteTheme', () => {
  it('keeps the gift theme on routes outside the table until a themed route says otherwise', () => {
    const { result, rerender } = renderRouteTheme('/gift-shop');
    expect(result.current).toBe('gift');

    rerender({ path: '/cart' });
    expect(result.current).toBe('gift');

    rerender({ path: '/product/[id]' });
    expect(result.current).toBe('gift');

    rerender({ path: '/' });
    expect(result.current).toBe('default');

    rerender({ path: '/cart' });
    expect(result.current).toBe('default');
  });

  it('moves straight from one themed shop to another', () => {
    const { result, rerender } = renderRouteTheme('/furniture-shop');
    expect(result.current).toBe('furniture');
    rerender({ path: '/healthbeauty-shop' });
    expect(result.current).toBe('healthBeauty');
    rerender({ path: '/checkout' });
    expect(result.current).toBe('healthBeauty');
    rerender({ path: '/grocery2' });
    expect(result.current).toBe('default');
  });

  it('uses the default theme when the first route is outside the table', () => {
    const { result, rerender } = renderRouteTheme('/product/[id]');
    expect(result.current).toBe('default');
    rerender({ path: '/gift-shop' });
    expect(result.current).toBe('gift');
  });

  it('returns the new theme in the very render that receives the new route', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ path }: { path: string }) => {
        const theme = useRouteTheme(path);
        seen.push(`${path}:${theme}`);
        return theme;
      },
      { initialProps: { path: '/' } },
    );
    rerender({ path: '/gift-shop' });
    expect(seen).not.toContain('/gift-shop:default');
    expect(seen.at(-1)).toBe('/gift-shop:gift');
  });
});
