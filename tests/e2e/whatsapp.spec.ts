import { expect, gotoHydrated, onPhonesToo, test } from './support/fixtures';

// The button follows the shop's own WhatsApp contact, which every storefront page brings from
// the server (the seeded shop has one). Without one there is no button: the component test
// (src/features/contact/components/whatsapp-button.test.tsx) proves that half.

test.describe('the WhatsApp button', () => {
  for (const path of ['/', '/ar']) {
    // Where the button floats over a phone's narrow page matters most: checked there in Arabic.
    const details = path === '/ar' ? onPhonesToo : {};
    test(
      `${path}: a floating button in the top-right corner opens wa.me in a new tab`,
      details,
      async ({ page, context }) => {
        await context.route('https://wa.me/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
        );
        await gotoHydrated(page, path);
        const button = page.getByTestId('whatsapp-button');
        await expect(button).toBeVisible();
        await expect(button).toHaveAccessibleName(/WhatsApp|واتساب/);

        const box = await button.boundingBox();
        const viewport = page.viewportSize();
        expect(box && viewport).toBeTruthy();
        expect(viewport!.width - (box!.x + box!.width)).toBeLessThan(40);
        expect(box!.y).toBeLessThan(viewport!.height / 3);

        const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
        await popup.waitForLoadState();
        expect(popup.url()).toBe('https://wa.me/201001234567');
      },
    );
  }
});
