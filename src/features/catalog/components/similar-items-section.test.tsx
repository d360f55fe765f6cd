import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { Item } from '@/contracts/catalog';
import { itemFixture } from '@tests/setup/item-fixture';
import { renderWithShop } from '@tests/setup/render';
import type { SimilarItemsSection as Section } from './similar-items-section';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'ar' }) }));

let SimilarItemsSection: typeof Section;
beforeAll(async () => {
  ({ SimilarItemsSection } = await import('./similar-items-section'));
});

const duck = (id: number, name: string): Item =>
  itemFixture({
    id,
    name,
    description: 'طازة',
    category_name: 'بط',
    unit: 'كيلو',
    image: '/images/items/duck.svg',
    images: ['/images/items/duck.svg'],
  });

const ok = (results: unknown) =>
  HttpResponse.json({ success: true, message: 'OK', results, total: 1, page: 1, limit: 10 });

// jsdom has no IntersectionObserver: the section renders its items at once, as old browsers do.
describe('SimilarItemsSection', () => {
  it('fetches the similar items in the page language and shows them under the heading', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get('*/api/items/similar/3', ({ request }) => {
        languages.push(request.headers.get('lang'));
        return ok([duck(4, 'صدور بط')]);
      }),
    );
    renderWithShop(<SimilarItemsSection item={duck(3, 'بط بلدي')} />, { locale: 'ar' });
    const section = screen.getByRole('region', { name: 'ممكن يعجبك كمان' });
    expect(within(section).getByText('منتجات تانية من بط')).toBeInTheDocument();
    expect(await within(section).findByRole('link', { name: 'صدور بط' })).toBeInTheDocument();
    expect(languages).toEqual(['ar']);
  });

  it('says so when the category has nothing else', async () => {
    server.use(http.get('*/api/items/similar/3', () => ok([])));
    renderWithShop(<SimilarItemsSection item={duck(3, 'بط بلدي')} />, { locale: 'ar' });
    expect(await screen.findByText('مفيش أصناف تانية من القسم ده دلوقتي.')).toBeInTheDocument();
  });

  it('offers a retry when the items could not be loaded, and the retry asks again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/items/similar/3', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'down' }, { status: 503 })
          : ok([duck(5, 'بط مفروم')]);
      }),
    );
    renderWithShop(<SimilarItemsSection item={duck(3, 'بط بلدي')} />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'بط مفروم' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
