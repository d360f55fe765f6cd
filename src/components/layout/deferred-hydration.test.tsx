import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DeferredHydration } from './deferred-hydration';

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});

describe('DeferredHydration', () => {
  it('keeps the server HTML and marks the page interactive once its content is hydrated', async () => {
    const page = (
      <DeferredHydration>
        <p>Fresh every morning</p>
      </DeferredHydration>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(screen.getByText('Fresh every morning')).toBeInTheDocument();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();

    await act(async () => {
      hydrateRoot(container, page);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(screen.getAllByText('Fresh every morning')).toHaveLength(1);
  });
});
