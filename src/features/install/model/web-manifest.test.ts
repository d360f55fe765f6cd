import { buildWebManifest, type ManifestWords } from './web-manifest';

const words: ManifestWords = {
  name: 'Shop',
  shortName: 'Shop',
  description: 'A shop',
  narrowScreenshotLabel: 'On a phone',
  wideScreenshotLabel: 'On a computer',
};
const colours = { theme: '#FA8C16', background: '#F6F9FC' };

describe('buildWebManifest', () => {
  const manifest = buildWebManifest('ar', words, colours);

  it("has the icons Chrome's install check asks for, plain and maskable", () => {
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose} ${icon.src}`);
    expect(icons).toEqual([
      '192x192 any /icons/icon-192.png',
      '192x192 maskable /icons/maskable-192.png',
      '512x512 any /icons/icon-512.png',
      '512x512 maskable /icons/maskable-512.png',
    ]);
  });

  it("shows the language's own screenshots, one for phones and one for wide screens", () => {
    expect(manifest.screenshots).toEqual([
      expect.objectContaining({
        src: '/screenshots/ar-narrow.webp',
        form_factor: 'narrow',
        sizes: '412x915',
        label: 'On a phone',
      }),
      expect.objectContaining({
        src: '/screenshots/ar-wide.webp',
        form_factor: 'wide',
        label: 'On a computer',
      }),
    ]);
  });

  it('gives each language an app of its own, both under the scope of the one worker', () => {
    const en = buildWebManifest('en', words, colours);
    expect(en.id).not.toBe(manifest.id);
    expect([en.scope, manifest.scope]).toEqual(['/', '/']);
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.theme_color).toBe('#FA8C16');
  });
});
