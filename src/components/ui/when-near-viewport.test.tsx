import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { WhenNearViewport } from './when-near-viewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver whose "the section came near" the test triggers. */
function installObserver(): { cameNear: () => void; options: () => unknown } {
  let callback: Callback = () => undefined;
  let seen: unknown;
  class FakeObserver {
    constructor(next: Callback, options: unknown) {
      callback = next;
      seen = options;
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    value: FakeObserver,
    configurable: true,
  });
  return {
    cameNear: () => act(() => callback([{ isIntersecting: true }])),
    options: () => seen,
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

describe('WhenNearViewport', () => {
  it('holds the reserved room until the section comes near, then renders it', () => {
    const observer = installObserver();
    render(
      <WhenNearViewport reserve={{ minHeight: 360 }}>
        <p>Similar items</p>
      </WhenNearViewport>,
    );
    expect(screen.queryByText('Similar items')).toBeNull();
    expect(screen.getByTestId('deferred-section')).toHaveStyle({ minHeight: '360px' });
    expect(observer.options()).toEqual({ rootMargin: '600px' });

    observer.cameNear();
    expect(screen.getByText('Similar items')).toBeInTheDocument();
    expect(screen.queryByTestId('deferred-section')).toBeNull();
  });

  it('renders right away where the browser cannot tell (no IntersectionObserver)', async () => {
    render(
      <WhenNearViewport reserve={{ minHeight: 360 }}>
        <p>Similar items</p>
      </WhenNearViewport>,
    );
    expect(await screen.findByText('Similar items')).toBeInTheDocument();
  });
});
