import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import Router from 'next/router';
import { LazyHydration } from './lazy-hydration';

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** Every observed element comes into view. */
  static scrollIntoView() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.targets.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0)
        observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ label = 'Add' }: { label?: string }) {
  return (
    <main>
      <h1>Fresh poultry</h1>
      <LazyHydration>
        <Counter label={label} />
      </LazyHydration>
    </main>
  );
}

let root: Root | undefined;

/** Server HTML in the document, then React hydrating it, as a page load does. */
async function hydrate(page: React.ReactElement): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, page);
    await settle();
  });
  return container;
}

const hydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber'));

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('LazyHydration', () => {
  it('keeps the server HTML as it is until the content comes into view, then hydrates it', async () => {
    await hydrate(<Page />);
    const button = screen.getByRole('button', { name: 'Add 0' });
    expect(hydrated(button)).toBe(false);
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Add 0' })).toBe(button);

    await act(async () => {
      FakeIntersectionObserver.scrollIntoView();
      await settle();
    });
    expect(hydrated(button)).toBe(true);
    fireEvent.click(button);
    // The same element, now live: hydration reused the server's DOM.
    expect(button).toHaveTextContent('Add 1');
  });

  it('hydrates at once when the shopper points at or tabs into the content', async () => {
    await hydrate(<Page />);
    const button = screen.getByRole('button', { name: 'Add 0' });
    await act(async () => {
      fireEvent.focusIn(button);
      await settle();
    });
    expect(hydrated(button)).toBe(true);
  });

  it('hydrates everything still waiting when the shopper leaves the page', async () => {
    await hydrate(<Page />);
    const button = screen.getByRole('button', { name: 'Add 0' });
    await act(async () => {
      Router.events.emit('routeChangeStart', '/ar', { shallow: false });
      await settle();
    });
    expect(hydrated(button)).toBe(true);
  });

  it('answers a tap that arrives before the content was hydrated', async () => {
    await hydrate(<Page />);
    const button = screen.getByRole('button', { name: 'Add 0' });
    await act(async () => {
      // A finger lands (pointerdown), then lifts (click), with no time to hydrate in between.
      fireEvent.pointerDown(button);
      fireEvent.click(button);
      await settle();
    });
    expect(button).toHaveTextContent('Add 1');
  });

  it('draws waiting content afresh when its parent renders it again with new props', async () => {
    const container = await hydrate(<Page />);
    await act(async () => {
      root?.render(<Page label="Buy" />);
      await settle();
    });
    // The stale server HTML is gone and the new content is live, in the same place.
    expect(container.querySelectorAll('button')).toHaveLength(1);
    const button = screen.getByRole('button', { name: 'Buy 0' });
    expect(container.querySelector('main')?.lastElementChild?.contains(button)).toBe(true);
    fireEvent.click(button);
    expect(button).toHaveTextContent('Buy 1');
  });

  it('updates hydrated content in place', async () => {
    await hydrate(<Page />);
    const button = screen.getByRole('button', { name: 'Add 0' });
    await act(async () => {
      FakeIntersectionObserver.scrollIntoView();
      await settle();
    });
    fireEvent.click(button);
    await act(async () => {
      root?.render(<Page label="Buy" />);
      await settle();
    });
    expect(screen.getByRole('button', { name: 'Buy 1' })).toBe(button);
  });

  it('renders its content at once when there is no server HTML (a client-side navigation)', () => {
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Add 0' });
    fireEvent.click(button);
    expect(button).toHaveTextContent('Add 1');
  });
});
