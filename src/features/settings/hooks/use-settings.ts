import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { SettingsContext } from '../components/settings-provider';
import { DEFAULT_SETTINGS, type Settings } from '../model/settings';

export type UseSettings = {
  settings: Settings;
  updateSettings: (patch: Partial<Settings>) => void;
};

const serverSnapshot = () => DEFAULT_SETTINGS;

/** The saved settings, the direction always the locale's, and a way to change them. */
export function useSettings(): UseSettings {
  const context = useContext(SettingsContext);
  if (!context) throw new Error('useSettings must be used inside <SettingsProvider>');
  const { store, direction } = context;
  const stored = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  const updateSettings = useCallback(
    (patch: Partial<Settings>) => {
      store.set({ ...store.getSnapshot(), ...patch });
    },
    [store],
  );
  return useMemo(
    () => ({ settings: { ...stored, direction }, updateSettings }),
    [stored, direction, updateSettings],
  );
}
