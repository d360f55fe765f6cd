import { expect, gotoHydrated, test } from '../support/fixtures';

// This build has NEXT_PUBLIC_API_MOCKING=disabled (support/build-config.json).
test.describe('demo shops with the mock layer switched off', () => {
  // The demo paths then reach the real API, which has no such route: the browser logs the 404s.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('the mock layer does not start, and each section says its data could not load, with a retry', async ({
    page,
  }) => {
    await gotoHydrated(page, '/gadget-shop');
    const failed = page.locator('section[data-section-status="error"]');
    await expect(failed).toHaveCount(6);
    await expect(failed.first()).toContainText('This section could not load its sample data.');
    await expect(failed.first().getByRole('button', { name: 'Try again' })).toBeVisible();
    // The shop's own worker (offline pages, ADR 0022) may be there; nothing answered the demo
    // paths, so no mock worker of any other name either.
    const scripts = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map(
        (registration) =>
          (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL ?? '',
      ),
    );
    // A registration between workers (one gone redundant, none yet installing) answers nothing.
    const answering = scripts.filter((script) => script !== '');
    expect(answering.filter((script) => new URL(script).pathname !== '/sw.js')).toEqual([]);
  });
});
