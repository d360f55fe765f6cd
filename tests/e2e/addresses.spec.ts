import type { Page } from '@playwright/test';
import ar from '../../public/locales/ar/addresses.json';
import en from '../../public/locales/en/addresses.json';
import {
  expect,
  gotoHydrated,
  onPhonesOnly,
  seriousA11yViolations,
  test,
} from './support/fixtures';
import { newAccount, registerByApi } from './support/accounts';
import { signedInShopper } from './support/session';
import { createAddress, ZONES } from './support/shopper-data';

// Each journey signs up, signs in and opens several pages.
test.describe.configure({ timeout: 90_000 });

const LOCALES = {
  en: {
    text: en,
    prefix: '',
    dir: 'ltr',
    recipient: 'Mona Ali',
    deleted: 'The address was deleted.',
  },
  ar: { text: ar, prefix: '/ar', dir: 'rtl', recipient: 'منى علي', deleted: 'العنوان اتحذف.' },
} as const;

/** Axe once the route progress bar has gone (its markup is not what is being checked). */
async function a11yViolations(page: Page) {
  await expect(page.locator('#nprogress')).toHaveCount(0);
  return seriousA11yViolations(page);
}

const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`);

test('signed out, the address book asks to sign in and comes back', async ({ request }) => {
  const response = await request.get('/ar/address/new', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  const location = new URL(response.headers().location ?? '', 'http://shop');
  expect(location.searchParams.get('error')).toBe('SessionRequired');
  expect(location.searchParams.get('callbackUrl')).toBe('/ar/address/new');
});

for (const [locale, { text, prefix, dir, recipient, deleted }] of Object.entries(LOCALES)) {
  // The address form is filled on a phone more than anywhere: Arabic is checked there, and
  // English on the desktop (the same journey twice on one width proved nothing more).
  const details = locale === 'ar' ? onPhonesOnly : {};
  test(`${locale}: add, edit and delete an address`, details, async ({ page }) => {
    const { account } = await signedInShopper(page);
    await gotoHydrated(page, `${prefix}/address`);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.list.title);
    await expect(page.getByRole('heading', { name: text.list.emptyTitle })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);

    // Add
    await page.getByRole('link', { name: text.list.add }).click();
    await page.waitForURL(`**${prefix}/address/new`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.editor.newTitle);
    // Most often the shopper's own address: the account's name and phone are filled in.
    await expect(field(page, 'recipient')).toHaveValue(account.name);
    await expect(field(page, 'phone')).toHaveValue(account.phone);
    await field(page, 'recipient').fill(recipient);
    await field(page, 'phone').fill('٠١٠١٢٣٤٥٦٧٨');
    await field(page, 'zone_id').selectOption(String(ZONES.mansoura.id));
    await field(page, 'city').fill('Mansoura');
    await field(page, 'street').fill('El Gomhoreya St.');
    await field(page, 'building').fill('12');
    await field(page, 'landmark').fill('Next to the pharmacy');
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text.form.saveNew }).click();

    await page.waitForURL(`**${prefix}/address`);
    const card = page.getByRole('listitem').filter({ hasText: recipient });
    await expect(card).toBeVisible();
    await expect(card).toContainText('01012345678');
    await expect(card).toContainText(text.list.default);
    await expect(card).toContainText(locale === 'ar' ? 'المنصورة' : 'Mansoura');
    await expect(page.getByText(text.list.saved)).toBeVisible();
    // Focus lands on the address saved, not on the page's body.
    await expect(card).toBeFocused();

    // Edit
    await card
      .getByRole('link', { name: text.list.editNamed.replace('{{name}}', recipient) })
      .click();
    await page.waitForURL(/\/address\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.editor.editTitle);
    await expect(field(page, 'recipient')).toHaveValue(recipient);
    await expect(field(page, 'zone_id')).toHaveValue(String(ZONES.mansoura.id));
    expect(await a11yViolations(page)).toEqual([]);
    await field(page, 'street').fill('Port Said St.');
    await field(page, 'phone').fill('0123');
    await page.getByRole('button', { name: text.form.saveChanges }).click();
    await expect(field(page, 'phone')).toHaveAttribute('aria-invalid', 'true');
    await field(page, 'phone').fill('01098765432');
    await page.getByRole('button', { name: text.form.saveChanges }).click();
    await page.waitForURL(`**${prefix}/address`);
    await expect(card).toContainText('Port Said St.');
    await expect(card).toContainText('01098765432');
    await expect(card).not.toContainText('El Gomhoreya');

    // Delete asks first; keeping it keeps it.
    const deleteButton = card.getByRole('button', {
      name: text.list.deleteNamed.replace('{{name}}', recipient),
    });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: text.delete.title });
    await expect(dialog).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: text.delete.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    await deleteButton.click();
    await dialog.getByRole('button', { name: text.delete.confirm }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText(deleted)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('heading', { name: text.list.emptyTitle })).toBeVisible();
  });
}

test.describe('addresses that are not there', () => {
  // The browser reports the API's 404 for the unknown address in the console.
  test.use({ allowedConsoleErrors: [/status of 404/], signedInAs: 'shopper' });

  test("an unknown id, or another shopper's address, is not found", async ({ page }) => {
    const token = await registerByApi(page.request, newAccount());
    const theirs = await createAddress(page.request, token, { zone_id: ZONES.mansoura.id });

    for (const id of [theirs.id, 2_000_000_000]) {
      await gotoHydrated(page, `/address/${id}`);
      await expect(page.getByRole('heading', { name: en.editor.notFoundTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: en.editor.toList })).toBeVisible();
    }
    expect((await page.request.get('/address/not-a-number')).status()).toBe(404);
  });
});
