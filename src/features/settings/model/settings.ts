import { z } from 'zod';
import { STORAGE_KEYS } from '@/config/site';
import { readJson, writeJson } from '@/lib/browser-storage';

export const settingsSchema = z.object({
  direction: z.enum(['ltr', 'rtl']),
});

export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = { direction: 'ltr' };

/** Reads `bazar_settings`, keeping every valid field and defaulting the rest. */
export function parseStoredSettings(value: unknown): Settings {
  if (typeof value !== 'object' || value === null) return DEFAULT_SETTINGS;
  const parsed = settingsSchema.partial().safeParse(value);
  if (!parsed.success) return DEFAULT_SETTINGS;
  return { ...DEFAULT_SETTINGS, ...parsed.data };
}

export function loadSettings(): Settings {
  return parseStoredSettings(readJson(STORAGE_KEYS.settings));
}

export function saveSettings(settings: Settings): void {
  writeJson(STORAGE_KEYS.settings, settings);
}
