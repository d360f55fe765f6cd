import { createContext, useEffect, useState, type ReactNode } from 'react';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import type { Direction } from '@/lib/i18n/locales';
import { loadSettings, saveSettings, type Settings } from '../model/settings';

/**
 * The store and the locale's direction. The value never changes after the first render, so
 * restoring the saved settings re-renders only the components that read them (useSettings),
 * not everything under the provider: a changed context would also force the page's deferred
 * part to hydrate at once, in one long task (docs/adr/0006-performance.md).
 */
export type SettingsContextValue = { store: ExternalStore<Settings>; direction: Direction };

export const SettingsContext = createContext<SettingsContextValue | null>(null);

type Props = {
  /** The locale's direction: it wins over anything stored, so the server and client agree. */
  direction: Direction;
  children: ReactNode;
};

/**
 * Settings are loaded from localStorage `bazar_settings` at start and saved on every update.
 * Direction always follows the locale (Arabic is rtl): a stored value never flips the page
 * after hydration; the stored copy is brought up to date instead.
 */
export function SettingsProvider({ direction, children }: Props) {
  const [store] = useState(() => createExternalStore(loadSettings, saveSettings));
  const [value, setValue] = useState<SettingsContextValue>({ store, direction });
  if (value.direction !== direction) setValue({ store, direction });

  // Whenever the stored direction strays from the locale (a language switch, another tab).
  useEffect(() => {
    const align = () => {
      const stored = store.getSnapshot();
      if (stored.direction !== direction) store.set({ ...stored, direction });
    };
    align();
    return store.subscribe(align);
  }, [store, direction]);

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
