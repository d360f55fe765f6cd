import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DeferredHydration, HydratedMark } from './deferred-hydration';

afterEach(() => {
  for (const name of ['data-hydrated', 'data-page-hydrated', 'data-overlays-hydrated']) {
    document.documentElement.removeAttribute(name);
  }
  document.body.innerHTML = '';
});

/** Server HTML in the document, then hydrated; the marks as the page's effects left them. */
async function serveAndHydrate(page: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  expect(document.documentElement.dataset.hydrated).toBeUndefined();
  await act(async () => {
    hydrateRoot(container, page);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('DeferredHydration', () => {
  it('keeps the server HTML and marks the page interactive once it and the overlays are hydrated', async () => {
    await serveAndHydrate(
      <>
        <DeferredHydration>
          <p>Fresh every morning</p>
        </DeferredHydration>
        <Suspense fallback={null}>
          <HydratedMark part="overlays" />
        </Suspense>
      </>,
    );
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(screen.getAllByText('Fresh every morning')).toHaveLength(1);
  });

  it('does not call the page interactive while the overlays (consent, analytics) have not hydrated', async () => {
    await serveAndHydrate(
      <DeferredHydration>
        <p>Fresh every morning</p>
      </DeferredHydration>,
    );
    expect(document.documentElement).toHaveAttribute('data-page-hydrated', 'true');
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
  });
});
