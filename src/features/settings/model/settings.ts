import { STORAGE_KEYS } from '@/config/site';
import { readJson, writeJson } from '@/lib/browser-storage';

/** Stored under `bazar_settings`; read by hand because this runs in every page's first load. */
export interface Settings {
  direction: 'ltr' | 'rtl';
}

export const DEFAULT_SETTINGS: Settings = { direction: 'ltr' };

/** Reads `bazar_settings`, keeping every valid field and defaulting the rest. */
export function parseStoredSettings(value: unknown): Settings {
  if (typeof value !== 'object' || value === null) return DEFAULT_SETTINGS;
  const { direction } = value as { direction?: unknown };
  if (direction === undefined) return DEFAULT_SETTINGS;
  return direction === 'ltr' || direction === 'rtl' ? { direction } : DEFAULT_SETTINGS;
}

export function loadSettings(): Settings {
  return parseStoredSettings(readJson(STORAGE_KEYS.settings));
}

export function saveSettings(settings: Settings): void {
  writeJson(STORAGE_KEYS.settings, settings);
}
