import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoNavItem } from '@/contracts/demo/demo-entities';
import { renderWithShop } from '@tests/setup/render';
import { NavSidebar } from './nav-sidebar';

const items: DemoNavItem[] = [
  { icon: 'home', title: 'All products', href: '/gadget-shop' },
  {
    icon: 'phone',
    title: 'Phones',
    href: '/gadget-shop#phones',
    children: [
      { title: 'Android', href: '/gadget-shop#android' },
      {
        title: 'Accessories',
        href: '/gadget-shop#accessories',
        children: [{ title: 'Chargers', href: '/gadget-shop#chargers' }],
      },
    ],
  },
  { icon: 'laptop', title: 'Laptops', href: '/gadget-shop#laptops' },
];

async function openOnPhone(user: ReturnType<typeof userEvent.setup>, name = 'Browse categories') {
  await user.click(screen.getByRole('button', { name }));
}

describe('NavSidebar', () => {
  it('is a navigation landmark named by its label', () => {
    renderWithShop(<NavSidebar items={items} label="Categories" />);
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeInTheDocument();
  });

  it('keeps the tree behind one "Browse categories" button on phones', async () => {
    const user = userEvent.setup();
    renderWithShop(<NavSidebar items={items} label="Categories" />);
    const browse = screen.getByRole('button', { name: 'Browse categories' });
    const tree = document.getElementById(browse.getAttribute('aria-controls') ?? '');
    expect(browse).toHaveAttribute('aria-expanded', 'false');
    expect(tree).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Phones' })).not.toBeInTheDocument();

    await user.click(browse);
    expect(browse).toHaveAttribute('aria-expanded', 'true');
    expect(tree).toBeVisible();

    await user.click(browse);
    expect(browse).toHaveAttribute('aria-expanded', 'false');
    expect(tree).not.toBeVisible();
  });

  it('links every top-level item to its href', async () => {
    const user = userEvent.setup();
    renderWithShop(<NavSidebar items={items} label="Categories" />);
    await openOnPhone(user);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All products', '/gadget-shop'],
      ['Phones', '/gadget-shop#phones'],
      ['Laptops', '/gadget-shop#laptops'],
    ]);
    // Only items with children get a disclosure button (besides "Browse categories").
    expect(within(nav).getAllByRole('button')).toHaveLength(2);
  });

  it('expands and collapses a branch, down to any depth', async () => {
    const user = userEvent.setup();
    renderWithShop(<NavSidebar items={items} label="Categories" />);
    await openOnPhone(user);

    const phones = screen.getByRole('button', { name: 'Show Phones subcategories' });
    expect(phones).toHaveAttribute('aria-expanded', 'false');
    const branch = document.getElementById(phones.getAttribute('aria-controls') ?? '');
    expect(branch?.tagName).toBe('UL');
    expect(screen.queryByRole('link', { name: 'Android' })).not.toBeInTheDocument();

    await user.click(phones);
    expect(phones).toHaveAttribute('aria-expanded', 'true');
    expect(phones).toHaveAccessibleName('Hide Phones subcategories');
    expect(screen.getByRole('link', { name: 'Android' })).toHaveAttribute(
      'href',
      '/gadget-shop#android',
    );
    expect(branch).toContainElement(screen.getByRole('link', { name: 'Accessories' }));
    expect(screen.queryByRole('link', { name: 'Chargers' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show Accessories subcategories' }));
    expect(screen.getByRole('link', { name: 'Chargers' })).toHaveAttribute(
      'href',
      '/gadget-shop#chargers',
    );

    await user.click(phones);
    expect(phones).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Android' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chargers' })).not.toBeInTheDocument();
  });

  it('opens a branch from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithShop(<NavSidebar items={items} label="Categories" />);
    await openOnPhone(user);
    const phones = screen.getByRole('button', { name: 'Show Phones subcategories' });
    // From "Browse categories": All products, Phones (the link), then its toggle.
    await user.tab();
    expect(screen.getByRole('link', { name: 'All products' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(phones).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(phones).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Android' })).toHaveFocus();
  });

  it('speaks Arabic in an Arabic page', async () => {
    const user = userEvent.setup();
    renderWithShop(
      <NavSidebar
        items={[{ ...items[1]!, title: 'هواتف', children: [{ title: 'أندرويد', href: '/x' }] }]}
        label="الأقسام"
      />,
      { locale: 'ar' },
    );
    expect(screen.getByRole('navigation', { name: 'الأقسام' })).toBeInTheDocument();
    await openOnPhone(user, 'تصفّح الأقسام');
    const toggle = screen.getByRole('button', { name: 'إظهار الأقسام الفرعية في هواتف' });
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('إخفاء الأقسام الفرعية في هواتف');
    expect(screen.getByRole('link', { name: 'أندرويد' })).toHaveAttribute('href', '/x');
  });
});
