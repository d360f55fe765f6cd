import { expect, gotoHydrated, test } from '../support/fixtures';

// This build has NEXT_PUBLIC_API_MOCKING=disabled (support/build-config.json).
test.describe('demo shops with the mock layer switched off', () => {
  // The demo paths then reach the real API, which has no such route: the browser logs the 404s.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('no worker starts, and each section says its data could not load, with a retry', async ({
    page,
  }) => {
    await gotoHydrated(page, '/gadget-shop');
    const failed = page.locator('section[data-section-status="error"]');
    await expect(failed).toHaveCount(6);
    await expect(failed.first()).toContainText('This section could not load its sample data.');
    await expect(failed.first().getByRole('button', { name: 'Try again' })).toBeVisible();
    const registrations = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistrations()).length,
    );
    expect(registrations).toBe(0);
  });
});
