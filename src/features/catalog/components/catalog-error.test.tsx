import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '@tests/setup/render';
import type { CatalogError as CatalogErrorComponent } from './catalog-error';

type Replace = (url: string, as?: unknown, options?: unknown) => Promise<boolean>;
const replace = jest.fn<Replace>(() => Promise.resolve(true));
jest.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/product/search/ducks?sort=price_asc', replace }),
}));

// jest.mock is not hoisted above imports here: the component loads once the mock is in.
let CatalogError: typeof CatalogErrorComponent;
beforeAll(async () => {
  ({ CatalogError } = await import('./catalog-error'));
});

describe('CatalogError', () => {
  it('explains the failure as the page heading and asks the server again on retry', async () => {
    renderWithShop(<CatalogError title="We could not search just now" message="Try again." />, {
      locale: 'ar',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'We could not search just now',
    );
    await userEvent.click(screen.getByRole('button', { name: 'جرّب تاني' }));
    expect(replace).toHaveBeenCalledWith('/product/search/ducks?sort=price_asc', undefined, {
      scroll: false,
    });
  });
});
