import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  gotoHydrated,
  renderedBody,
  seriousA11yViolations,
  test,
} from './support/fixtures';

// The cookie notice covers the bottom of a phone screen until answered (consent.spec.ts).
test.use({ consentPending: false });

type Branch = { id: number; name: string; address: string; phone: string; hours: string };
type Contact = { id: number; type: string; value: string; label: string };

async function apiList<T>(request: APIRequestContext, path: string, lang: 'en' | 'ar') {
  const response = await request.get(path, { headers: { lang } });
  return ((await response.json()) as { results: T[] }).results;
}

const digits = (phone: string) => phone.replace(/\D/g, '');

test.describe('branches page', () => {
  test('English: every branch with address, hours, a tel: link and a map link', async ({
    page,
    request,
  }) => {
    const branches = await apiList<Branch>(request, '/api/branches/list', 'en');
    expect(branches.length).toBeGreaterThan(0);
    await gotoHydrated(page, '/branches');
    await expect(page).toHaveTitle(/Our branches/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our branches' })).toBeVisible();
    const cards = page.getByTestId('branch-card');
    await expect(cards).toHaveCount(branches.length);
    for (const branch of branches) {
      const card = page.getByRole('article', { name: branch.name });
      await expect(card).toContainText(branch.address);
      await expect(card).toContainText(branch.hours);
      await expect(card.getByRole('link', { name: branch.phone })).toHaveAttribute(
        'href',
        `tel:${digits(branch.phone)}`,
      );
      await expect(card.getByRole('link', { name: `Call ${branch.name}` })).toHaveAttribute(
        'href',
        `tel:${digits(branch.phone)}`,
      );
      const map = card.getByRole('link', {
        name: `Open in Maps: ${branch.name} (opens in a new tab)`,
      });
      await expect(map).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
      );
      await expect(map).toHaveAttribute('target', '_blank');
    }
  });

  test('Arabic: rendered on the server in Arabic, right to left', async ({ page, request }) => {
    const branches = await apiList<Branch>(request, '/api/branches/list', 'ar');
    const html = renderedBody(await (await request.get('/ar/branches')).text());
    expect(html).toContain('فروعنا');
    expect(html).toContain(branches[0]!.name);
    expect(html).toContain(branches[0]!.address);

    await gotoHydrated(page, '/ar/branches');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'فروعنا' })).toBeVisible();
    await expect(
      page.getByRole('article', { name: branches[0]!.name }).getByRole('link', { name: /^اتصل/ }),
    ).toHaveAttribute('href', `tel:${digits(branches[0]!.phone)}`);
  });
});

test.describe('contact page', () => {
  test('English: every contact from the API with tel:, mailto:, WhatsApp and social links', async ({
    page,
    request,
  }) => {
    const contacts = await apiList<Contact>(request, '/api/app_contacts', 'en');
    await gotoHydrated(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const list = page.getByTestId('contact-list');
    await expect(list.getByRole('listitem')).toHaveCount(contacts.length);
    for (const contact of contacts) {
      await expect(list).toContainText(contact.label);
    }
    const whatsapp = contacts.find((contact) => contact.type === 'whatsapp')!;
    const chat = list.getByTestId('contact-whatsapp');
    await expect(chat).toHaveAttribute(
      'href',
      `https://wa.me/${digits(whatsapp.value).replace(/^0/, '20')}`,
    );
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAccessibleName(/opens in a new tab/);
    const phone = contacts.find((contact) => contact.type === 'phone')!;
    await expect(list.getByTestId('contact-phone').first()).toHaveAttribute(
      'href',
      `tel:${digits(phone.value)}`,
    );
    const email = contacts.find((contact) => contact.type === 'email')!;
    await expect(list.getByTestId('contact-email')).toHaveAttribute(
      'href',
      `mailto:${email.value}`,
    );
    await expect(list.getByTestId('contact-facebook')).toHaveAttribute(
      'href',
      /^https:\/\/(www\.)?facebook\.com\//,
    );

    // The shop's orders line: its first phone and e-mail contacts, with its one set of hours.
    const shop = page.getByTestId('shop-line');
    await expect(shop.getByTestId('contact-phone')).toHaveAttribute('href', 'tel:01001234567');
    await expect(shop.getByTestId('contact-email')).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: 'Find your nearest branch' })).toHaveAttribute(
      'href',
      '/branches',
    );
  });

  test('Arabic: the server-rendered list in Arabic, plus the floating WhatsApp button', async ({
    page,
    request,
  }) => {
    const contacts = await apiList<Contact>(request, '/api/app_contacts', 'ar');
    await gotoHydrated(page, '/ar/contact');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeVisible();
    await expect(page.getByTestId('contact-list')).toContainText(contacts[0]!.label);
    await expect(page.getByTestId('contact-whatsapp')).toHaveAccessibleName(/يفتح في نافذة جديدة/);
    await expect(page.getByTestId('whatsapp-button')).toHaveAttribute(
      'href',
      'https://wa.me/201001234567',
    );
  });

  for (const path of ['/branches', '/ar/branches', '/contact', '/ar/contact']) {
    test(`${path}: no serious accessibility violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
