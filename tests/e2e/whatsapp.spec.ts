import { expect, gotoHydrated, onPhonesToo, test, WHATSAPP_CONTACT } from './support/fixtures';

test.describe('with a whatsapp contact', () => {
  test.use({
    contacts: {
      results: [{ id: 2, type: 'phone', value: '0502345678', label: 'Mansoura' }, WHATSAPP_CONTACT],
    },
  });

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

test.describe('without a whatsapp contact', () => {
  test.use({
    contacts: { results: [{ id: 2, type: 'phone', value: '0502345678', label: 'Mansoura' }] },
  });

  test('no WhatsApp button is rendered', async ({ page }) => {
    const answered = page.waitForResponse('**/api/app_contacts');
    await gotoHydrated(page, '/');
    const body = (await (await answered).json()) as { results: unknown[] };
    expect(body.results).toHaveLength(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('whatsapp-button')).toHaveCount(0);
  });
});
