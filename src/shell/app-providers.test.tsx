import { describe, expect, it } from '@jest/globals';
import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { Direction } from '@/lib/i18n/locales';
import { AppProviders } from './app-providers';

function ThemeProbe() {
  const theme = useTheme();
  return (
    <p data-testid="theme">
      {theme.palette.primary.main} {theme.direction}
    </p>
  );
}

function app(direction: Direction, pathname: string) {
  return (
    <AppProviders direction={direction} pathname={pathname} session={null} emotionCache={undefined}>
      <ThemeProbe />
    </AppProviders>
  );
}

function shownTheme(): string {
  return screen.getByTestId('theme').textContent;
}

describe('AppProviders', () => {
  it.each([
    ['/', 'ltr', '#FA8C16 ltr'],
    ['/furniture-shop', 'ltr', '#4BB4B4 ltr'],
    ['/healthbeauty-shop', 'rtl', '#4E97FD rtl'],
    ['/gift-shop', 'rtl', '#BE7374 rtl'],
    ['/product/[id]', 'rtl', '#FA8C16 rtl'],
  ] as const)('on %s in %s the theme is %s', (pathname, direction, expected) => {
    render(app(direction, pathname));
    expect(shownTheme()).toBe(expected);
  });

  it('keeps the current theme across navigation to routes outside the table', () => {
    const { rerender } = render(app('rtl', '/gift-shop'));
    expect(shownTheme()).toBe('#BE7374 rtl');

    rerender(app('rtl', '/cart'));
    expect(shownTheme()).toBe('#BE7374 rtl');

    rerender(app('rtl', '/product/[id]'));
    expect(shownTheme()).toBe('#BE7374 rtl');

    rerender(app('rtl', '/furniture-shop'));
    expect(shownTheme()).toBe('#4BB4B4 rtl');

    rerender(app('rtl', '/'));
    expect(shownTheme()).toBe('#FA8C16 rtl');
  });

  it('follows a language switch: the direction changes and the route theme stays', () => {
    const { rerender } = render(app('ltr', '/gift-shop'));
    expect(shownTheme()).toBe('#BE7374 ltr');
    rerender(app('rtl', '/cart'));
    expect(shownTheme()).toBe('#BE7374 rtl');
    expect(JSON.parse(window.localStorage.getItem('bazar_settings') ?? 'null')).toEqual({
      direction: 'rtl',
    });
  });
});
