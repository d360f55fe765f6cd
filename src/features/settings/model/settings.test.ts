import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SETTINGS, loadSettings, parseStoredSettings, saveSettings } from './settings';

function storeRaw(raw: string) {
  window.localStorage.setItem('bazar_settings', raw);
}

describe('settings', () => {
  it('defaults to left-to-right', () => {
    expect(DEFAULT_SETTINGS).toEqual({ direction: 'ltr' });
    expect(loadSettings()).toEqual({ direction: 'ltr' });
  });

  it('loads the settings saved under localStorage `bazar_settings`', () => {
    storeRaw(JSON.stringify({ direction: 'rtl' }));
    expect(loadSettings()).toEqual({ direction: 'rtl' });
  });

  it('saves under `bazar_settings` as JSON, readable by loadSettings', () => {
    saveSettings({ direction: 'rtl' });
    expect(JSON.parse(window.localStorage.getItem('bazar_settings') ?? 'null')).toEqual({
      direction: 'rtl',
    });
    expect(loadSettings()).toEqual({ direction: 'rtl' });
  });

  it('falls back to the defaults for invalid values', () => {
    for (const raw of [
      '{"direction":"up"}',
      '{"direction":1}',
      '{"direction":null}',
      '"rtl"',
      '["rtl"]',
      'null',
      '{broken',
    ]) {
      storeRaw(raw);
      expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    }
  });

  it('defaults missing fields and ignores unknown ones', () => {
    expect(parseStoredSettings({})).toEqual({ direction: 'ltr' });
    expect(parseStoredSettings({ direction: 'rtl', theme: 'dark' })).toEqual({ direction: 'rtl' });
  });
});
