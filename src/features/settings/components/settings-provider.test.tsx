import { describe, expect, it, jest } from '@jest/globals';
import { act, render, renderHook, screen } from '@testing-library/react';
import { useContext, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Direction } from '@/lib/i18n/locales';
import { useSettings } from '../hooks/use-settings';
import { SettingsContext, SettingsProvider } from './settings-provider';

function DirectionProbe() {
  const { settings } = useSettings();
  return <p data-testid="direction">{settings.direction}</p>;
}

function storedSettings(): unknown {
  return JSON.parse(window.localStorage.getItem('bazar_settings') ?? 'null');
}

function renderSettingsHook(direction: Direction) {
  return renderHook(() => useSettings(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <SettingsProvider direction={direction}>{children}</SettingsProvider>
    ),
  });
}

describe('SettingsProvider', () => {
  it('exposes the direction of its prop: rtl for Arabic, ltr for English', () => {
    const { rerender } = render(
      <SettingsProvider direction="rtl">
        <DirectionProbe />
      </SettingsProvider>,
    );
    expect(screen.getByTestId('direction')).toHaveTextContent('rtl');
    rerender(
      <SettingsProvider direction="ltr">
        <DirectionProbe />
      </SettingsProvider>,
    );
    expect(screen.getByTestId('direction')).toHaveTextContent('ltr');
    expect(storedSettings()).toEqual({ direction: 'ltr' });
  });

  it('uses the prop on the server too, even when something else is stored', () => {
    window.localStorage.setItem('bazar_settings', JSON.stringify({ direction: 'ltr' }));
    const html = renderToString(
      <SettingsProvider direction="rtl">
        <DirectionProbe />
      </SettingsProvider>,
    );
    expect(html).toContain('>rtl<');
  });

  it('saves the settings under `bazar_settings` with the direction of the prop', () => {
    render(
      <SettingsProvider direction="rtl">
        <DirectionProbe />
      </SettingsProvider>,
    );
    expect(storedSettings()).toEqual({ direction: 'rtl' });
  });

  it('brings a stored direction that disagrees with the prop in line, without flipping the page', () => {
    window.localStorage.setItem('bazar_settings', JSON.stringify({ direction: 'ltr' }));
    render(
      <SettingsProvider direction="rtl">
        <DirectionProbe />
      </SettingsProvider>,
    );
    expect(screen.getByTestId('direction')).toHaveTextContent('rtl');
    expect(storedSettings()).toEqual({ direction: 'rtl' });
  });

  it('replaces invalid stored settings with valid ones', () => {
    window.localStorage.setItem('bazar_settings', '{"direction":"sideways"}');
    render(
      <SettingsProvider direction="rtl">
        <DirectionProbe />
      </SettingsProvider>,
    );
    expect(screen.getByTestId('direction')).toHaveTextContent('rtl');
    expect(storedSettings()).toEqual({ direction: 'rtl' });
  });

  it('writes nothing when the stored (or default) settings already match the prop', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      render(
        <SettingsProvider direction="ltr">
          <DirectionProbe />
        </SettingsProvider>,
      );
      expect(setItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
  });

  it('updateSettings saves each change under `bazar_settings`; the locale then brings direction back', () => {
    const { result } = renderSettingsHook('ltr');
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      act(() => {
        result.current.updateSettings({ direction: 'rtl' });
      });
      expect(setItem.mock.calls.map(([key, value]) => [key, value])).toEqual([
        ['bazar_settings', JSON.stringify({ direction: 'rtl' })],
        ['bazar_settings', JSON.stringify({ direction: 'ltr' })],
      ]);
    } finally {
      setItem.mockRestore();
    }
    expect(storedSettings()).toEqual({ direction: 'ltr' });
    expect(result.current.settings.direction).toBe('ltr');
  });

  it('keeps its context value when the saved settings load or change', () => {
    // A changed context would make the page's deferred part hydrate at once (DeferredHydration).
    window.localStorage.setItem('bazar_settings', JSON.stringify({ direction: 'ltr' }));
    const values: unknown[] = [];
    function Probe() {
      values.push(useContext(SettingsContext));
      return null;
    }
    const { result } = renderHook(() => useSettings(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <SettingsProvider direction="rtl">
          <Probe />
          {children}
        </SettingsProvider>
      ),
    });
    act(() => {
      result.current.updateSettings({ direction: 'ltr' });
    });
    expect(new Set(values).size).toBe(1);
    expect(result.current.settings.direction).toBe('rtl');
  });

  it('useSettings throws a clear error outside the provider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => renderHook(() => useSettings())).toThrow(
        'useSettings must be used inside <SettingsProvider>',
      );
    } finally {
      consoleError.mockRestore();
    }
  });
});
