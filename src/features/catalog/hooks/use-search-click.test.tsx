import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { MouseEvent } from 'react';
import { contractHandler } from '@mocks/handlers/contract-handler';
import { server } from '@mocks/node';
import { renderWithShop } from '@tests/setup/render';
import { useSearchClick } from './use-search-click';

/* eslint-disable @next/next/no-html-link-for-pages -- the hook reads any link's address, as
   next/link renders it; plain anchors keep the router out of the test. */

/** Results with a product, a search and a button, as the search page's grid holds them. */
function Results({ term }: { term: string | null }) {
  const opened = useSearchClick(term, 'ar');
  // jsdom cannot navigate: the links only say where they go.
  const stay = (event: MouseEvent) => event.preventDefault();
  return (
    <div onClick={opened}>
      <a href="/ar/product/5" onClick={stay}>
        بط مسكوفي
      </a>
      <a href="/product/12" onClick={stay}>
        Duck
      </a>
      <a href="/product/search/duck" onClick={stay}>
        Ducks
      </a>
      <button type="button">Add to cart</button>
    </div>
  );
}

function recordClicks(): unknown[] {
  const sent: unknown[] = [];
  server.use(
    contractHandler('itemsSearchClick', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Done.', results: null });
    }),
  );
  return sent;
}

describe('useSearchClick', () => {
  it('counts the first product opened from a keyword search’s results, once', async () => {
    const sent = recordClicks();
    const user = userEvent.setup();
    renderWithShop(<Results term="بط" />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await user.click(screen.getByRole('link', { name: 'Ducks' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'بط مسكوفي' }));
    await user.click(screen.getByRole('link', { name: 'Duck' }));
    await waitFor(() => expect(sent).toEqual([{ query: 'بط' }]));
  });

  it('counts nothing on a category’s listing', async () => {
    const sent = recordClicks();
    const user = userEvent.setup();
    renderWithShop(<Results term={null} />);
    await user.click(screen.getByRole('link', { name: 'Duck' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });
});
