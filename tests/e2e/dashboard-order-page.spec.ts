import arCommon from '../../public/locales/ar/common.json';
import arDashboard from '../../public/locales/ar/dashboard.json';
import { formatMoney } from '../../src/lib/format/money';
import { newAccount, registerByApi } from './support/accounts';
import {
  expect,
  gotoHydrated,
  onPhonesOnly,
  seriousA11yViolations,
  test,
} from './support/fixtures';
import { createAddress, placeOrderByApi, ZONES } from './support/shopper-data';

// A shopper orders through the API; the seller works that one order on its own page.
test.describe.configure({ timeout: 90_000 });

const orderText = arDashboard.orderPage;
const slipText = arDashboard.slip;

test.describe('the seller’s order page', () => {
  test.use({ signedInAs: 'seller', consentPending: false });

  test(
    'Arabic, on a phone: open an order from the queue, move it on with a note, print its slip',
    onPhonesOnly,
    async ({ page }) => {
      const shopper = newAccount();
      const token = await registerByApi(page.request, shopper);
      const address = await createAddress(page.request, token, {
        zone_id: ZONES.mansoura.id,
        recipient: shopper.name,
        landmark: 'قدام الصيدلية',
      });
      const order = await placeOrderByApi(page.request, token, {
        address_id: address.id,
        items: [{ item_id: 6, qty: 2 }],
        notes: 'قطّعها ٨ من غير جلد',
      });

      // From the queue: the card's "open" link.
      await gotoHydrated(page, '/ar/dashboard/orders');
      await page
        .getByRole('searchbox', { name: arDashboard.staffOrders.search })
        .fill(order.number);
      await expect(page.getByTestId('staff-order')).toHaveCount(1);
      await page
        .getByRole('link', {
          name: arDashboard.staffOrders.open.replace('{{number}}', order.number),
        })
        .click();
      await expect(page).toHaveURL(new RegExp(`/ar/dashboard/orders/${order.id}$`));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(order.number);
      await expect(page.getByRole('region', { name: orderText.delivery })).toContainText(
        'قدام الصيدلية',
      );
      await expect(page.getByRole('region', { name: orderText.lines })).toContainText(
        'قطّعها ٨ من غير جلد',
      );
      expect(await seriousA11yViolations(page)).toEqual([]);

      // One step on, with a note the history keeps.
      const workflow = page.getByRole('region', { name: orderText.workflow });
      await workflow.getByRole('textbox', { name: orderText.note }).fill('اتوزنت: ٢٫١ كيلو');
      await workflow
        .getByRole('button', { name: arDashboard.staffOrders.moveTo.Processing })
        .click();
      await expect(workflow.getByRole('status')).toHaveText(
        orderText.moved.replace('{{status}}', arDashboard.orderStatus.Processing),
      );
      await expect(
        workflow.getByRole('button', { name: arDashboard.staffOrders.moveTo.OutForDelivery }),
      ).toBeEnabled();
      const history = page.getByRole('region', { name: orderText.history });
      await expect(history.getByTestId('order-history-entry')).toHaveCount(2);
      await expect(history.getByTestId('order-history-entry').last()).toContainText(
        'اتوزنت: ٢٫١ كيلو',
      );

      // The slip: what it says, and on paper nothing else.
      await page.getByRole('link', { name: orderText.printSlip }).click();
      await expect(page).toHaveURL(new RegExp(`/ar/dashboard/orders/${order.id}/slip$`));
      const slip = page.getByRole('article', { name: slipText.heading });
      await expect(slip.getByRole('heading', { level: 1 })).toHaveText(order.number);
      await expect(slip).toContainText(arCommon.shop.name);
      await expect(slip.getByTestId('slip-customer')).toContainText(shopper.name);
      await expect(slip.getByTestId('slip-customer')).toContainText(shopper.phone);
      await expect(slip.getByTestId('slip-address')).toContainText('قدام الصيدلية');
      await expect(slip.getByTestId('slip-lines').locator('tbody tr')).toHaveCount(1);
      await expect(slip.getByTestId('slip-lines')).toContainText('٢');
      await expect(slip.getByTestId('slip-total')).toHaveText(formatMoney(order.total, 'ar'));
      await expect(page.getByRole('navigation')).toHaveCount(0);

      await page.evaluate(() => {
        const printed = window as unknown as { printed: number };
        printed.printed = 0;
        window.print = () => {
          printed.printed += 1;
        };
      });
      const print = page.getByRole('button', { name: slipText.print });
      await print.click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      await expect(print).toBeHidden();
      await expect(page.getByRole('link', { name: slipText.backToOrder })).toBeHidden();
      await expect(slip).toBeVisible();
      await expect(slip.getByTestId('slip-total')).toBeVisible();
      const [ink, paper] = await slip.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.color, style.backgroundColor];
      });
      expect([ink, paper]).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    },
  );
});
