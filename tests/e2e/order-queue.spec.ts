import arDashboard from '../../public/locales/ar/dashboard.json';
import enDashboard from '../../public/locales/en/dashboard.json';
import { newAccount, registerByApi } from './support/accounts';
import { expect, gotoHydrated, onPhonesToo, seriousA11yViolations, test } from './support/fixtures';
import { createAddress, ordersOf, placeOrderByApi, ZONES } from './support/shopper-data';

// A shopper orders through the API; the seller works the order on the dashboard.
test.describe.configure({ timeout: 90_000 });

test.describe('the seller’s order queue', () => {
  test.use({ signedInAs: 'seller' });

  test(
    'Arabic, on a phone too: find a new order by its number and move it to delivered, one tap a step (sending out unweighed asks first)',
    onPhonesToo,
    async ({ page }) => {
      const shopper = newAccount();
      const token = await registerByApi(page.request, shopper);
      const address = await createAddress(page.request, token, { zone_id: ZONES.mansoura.id });
      const order = await placeOrderByApi(page.request, token, {
        address_id: address.id,
        items: [{ item_id: 6, qty: 1 }],
        notes: 'من غير جلد',
      });

      await gotoHydrated(page, '/ar/dashboard/orders');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        arDashboard.screens.orders.title,
      );
      await page
        .getByRole('searchbox', { name: arDashboard.staffOrders.search })
        .fill(order.number);
      const card = page.getByTestId('staff-order');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(shopper.name);
      await expect(card).toContainText('من غير جلد');
      await expect(card.getByRole('link', { name: `اتصل بـ ${shopper.name}` })).toHaveAttribute(
        'href',
        `tel:${shopper.phone}`,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);

      const steps = [
        ['Processing', 'OutForDelivery'],
        ['OutForDelivery', 'Delivered'],
        ['Delivered', undefined],
      ] as const;
      for (const [status, next] of steps) {
        await card.getByRole('button', { name: arDashboard.staffOrders.moveTo[status] }).click();
        if (status === 'OutForDelivery') {
          // Item 6 is sold by the kilo and nobody weighed it: the queue asks first.
          const weights = arDashboard.weights;
          const ask = page.getByRole('dialog', {
            name: weights.warnTitleOrder.replace('{{number}}', order.number),
          });
          await expect(ask).toContainText(weights.warnMessage_one);
          await ask.getByRole('button', { name: weights.sendAnyway }).click();
          await expect(ask).toHaveCount(0);
        }
        await expect(card.locator(`[data-status="${status}"]`)).toBeVisible();
        if (next) {
          await expect(
            card.getByRole('button', { name: arDashboard.staffOrders.moveTo[next] }),
          ).toBeEnabled();
        }
      }
      await expect(
        card.getByRole('button', { name: arDashboard.staffOrders.moveTo.Cancelled }),
      ).toHaveCount(0);
      // The shopper sees it delivered.
      const seen = await ordersOf(page.request, token);
      expect(seen.find((entry) => entry.id === order.id)?.status).toBe('Delivered');
    },
  );

  test('a cancel asks first, then puts the order in the cancelled list', async ({ page }) => {
    const token = await registerByApi(page.request, newAccount());
    const address = await createAddress(page.request, token, { zone_id: ZONES.mansoura.id });
    const order = await placeOrderByApi(page.request, token, {
      address_id: address.id,
      items: [{ item_id: 7, qty: 1 }],
    });
    await gotoHydrated(page, '/dashboard/orders');
    await page.getByRole('searchbox', { name: enDashboard.staffOrders.search }).fill(order.number);
    const card = page.getByTestId('staff-order');
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: enDashboard.staffOrders.moveTo.Cancelled }).click();
    const dialog = page.getByRole('dialog', { name: enDashboard.staffOrders.cancelTitle });
    await expect(dialog).toContainText(order.number);
    await dialog.getByRole('button', { name: enDashboard.staffOrders.cancelConfirm }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.locator('[data-status="Cancelled"]')).toBeVisible();

    await page.getByRole('combobox', { name: enDashboard.staffOrders.status }).click();
    await page.getByRole('option', { name: enDashboard.orderStatus.Cancelled }).click();
    await expect(page.getByTestId('staff-order')).toHaveCount(1);
    await expect(page.getByTestId('staff-order')).toContainText(order.number);
  });
});
