import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createExternalStore } from '@/lib/external-store';
import type { Direction } from '@/lib/i18n/locales';
import { DEFAULT_SETTINGS, loadSettings, saveSettings, type Settings } from '../model/settings';

export type SettingsContextValue = {
  settings: Settings;
  updateSettings: (patch: Partial<Settings>) => void;
};

export const SettingsContext = createContext<SettingsContextValue | null>(null);

type Props = {
  /** The locale's direction: it wins over anything stored, so the server and client agree. */
  direction: Direction;
  children: ReactNode;
};

const serverSnapshot = () => DEFAULT_SETTINGS;

/**
 * Settings are loaded from localStorage `bazar_settings` at start and saved on every update.
 * Direction always follows the locale (Arabic is rtl): a stored value never flips the page
 * after hydration; the stored copy is brought up to date instead.
 */
export function SettingsProvider({ direction, children }: Props) {
  const [store] = useState(() => createExternalStore(loadSettings, saveSettings));
  const stored = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);

  const updateSettings = useCallback(
    (patch: Partial<Settings>) => {
      store.set({ ...store.getSnapshot(), ...patch });
    },
    [store],
  );

  // Runs again whenever the stored direction changes, so it never drifts from the locale.
  useEffect(() => {
    if (store.getSnapshot().direction !== direction) updateSettings({ direction });
  }, [store, stored.direction, direction, updateSettings]);

  const value = useMemo(
    () => ({ settings: { ...stored, direction }, updateSettings }),
    [stored, direction, updateSettings],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
