import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { Category } from '@/contracts/catalog';
import { renderWithShop } from '@tests/setup/render';
import type { SearchData } from '../loaders/load-search';
import { SearchEmpty } from './search-empty';

const pigeons = { id: 5, slug: 'pigeons', name: 'Pigeons' } as Category;

function lost(term: string, didYouMean: string | null): SearchData {
  return {
    term,
    mode: 'keyword',
    category: null,
    categories: [pigeons],
    params: { category: '', sort: 'relevance', page: 1 },
    results: { items: [], total: 0, page: 1, limit: 20 },
    didYouMean,
    also: [],
  };
}

describe('SearchEmpty', () => {
  it('offers the mended query as a link when the server has one', () => {
    renderWithShop(<SearchEmpty data={lost('piegonns', 'pigeons')} />);
    expect(screen.getByTestId('did-you-mean')).toHaveTextContent('Did you mean pigeons?');
    expect(screen.getByRole('link', { name: 'pigeons' })).toHaveAttribute(
      'href',
      '/product/search/pigeons',
    );
  });

  it('asks in Arabic, and keeps the categories', () => {
    renderWithShop(<SearchEmpty data={lost('زغاليلوا', 'زغاليل')} />, { locale: 'ar' });
    expect(screen.getByTestId('did-you-mean')).toHaveTextContent('قصدك زغاليل؟');
    expect(screen.getByRole('link', { name: 'Pigeons' })).toBeInTheDocument();
  });

  it('says nothing of the kind when nothing is near', () => {
    renderWithShop(<SearchEmpty data={lost('سمك', null)} />);
    expect(screen.queryByTestId('did-you-mean')).toBeNull();
  });
});
