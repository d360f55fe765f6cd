import { afterEach, describe, expect, it } from '@jest/globals';
import { CacheProvider } from '@emotion/react';
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  EARLY_TAP_ATTRIBUTE,
  FIRST_PAINT_FLAGS,
  FIRST_PAINT_FLAGS_SCRIPT,
} from '@/config/first-paint-flags.cjs';
import { DeferredHydration } from '@/components/layout/deferred-hydration';
import { createEmotionCache } from '@/theme/emotion-cache';
import { EarlyTaps } from './early-taps';

type Added = { weight?: number; searched?: string }[];

/**
 * As _app renders it: in the page's style cache (the server's styles go to the head), the
 * page in the boundary that hydrates after the app's root and then replays (DeferredHydration).
 */
function Purchase({ added }: { added: Added }) {
  return (
    <CacheProvider value={createEmotionCache('ltr')}>
      <DeferredHydration>
        <Controls added={added} />
      </DeferredHydration>
      <EarlyTaps />
    </CacheProvider>
  );
}

/** A product page's buying controls in small: weight buttons, then the add button. */
function Controls({ added }: { added: Added }) {
  const [weight, setWeight] = useState(1.5);
  const [inCart, setInCart] = useState(false);
  const [term, setTerm] = useState('');
  return (
    <>
      {[1.5, 2].map((kg) => (
        <button key={kg} type="button" aria-pressed={weight === kg} onClick={() => setWeight(kg)}>
          {kg} kg
        </button>
      ))}
      {inCart ? (
        <span>In the cart</span>
      ) : (
        <button
          type="button"
          onClick={() => {
            added.push({ weight });
            setInCart(true);
          }}
        >
          Add to cart
        </button>
      )}
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          added.push({ searched: term });
        }}
      >
        <input aria-label="Search" value={term} onChange={(event) => setTerm(event.target.value)} />
        <button type="submit">Search</button>
        <a href="#reviews">Reviews</a>
      </form>
    </>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  document.documentElement.removeAttribute(FIRST_PAINT_FLAGS.listening);
  document.documentElement.removeAttribute(FIRST_PAINT_FLAGS.used);
  delete document.documentElement.dataset.hydrated;
});

/** The page as the server sent it, after the head's inline script ran, not yet hydrated. */
function serverPage(added: Added): HTMLElement {
  const script = document.createElement('script');
  script.textContent = FIRST_PAINT_FLAGS_SCRIPT;
  document.head.append(script);
  container = document.createElement('div');
  container.innerHTML = renderToString(<Purchase added={added} />);
  document.body.append(container);
  return container;
}

const button = (page: HTMLElement, name: string) =>
  [...page.querySelectorAll('button')].find((entry) => entry.textContent === name) as HTMLElement;

async function hydrate(page: HTMLElement, added: Added) {
  act(() => {
    root = hydrateRoot(page, <Purchase added={added} />, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
  // The replay waits a task before each tap.
  await act(async () => {
    for (let task = 0; task < 4; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('taps made before hydration (issue 42)', () => {
  it('are held, look pressed, and replay in order once the page is hydrated', async () => {
    const added: Added = [];
    const page = serverPage(added);
    button(page, '2 kg').click();
    button(page, 'Add to cart').click();
    // Tapped again while waiting: still one line in the cart.
    button(page, 'Add to cart').click();

    expect(button(page, 'Add to cart')).toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    expect(button(page, '2 kg')).toHaveAttribute('aria-pressed', 'false');
    expect(added).toEqual([]);

    await hydrate(page, added);

    expect(added).toEqual([{ weight: 2 }]);
    expect(button(page, '2 kg')).toHaveAttribute('aria-pressed', 'true');
    expect(button(page, '2 kg')).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    expect(page).toHaveTextContent('In the cart');
  });

  it('keep text typed into a field: a search typed and sent before the page is live searches for it', async () => {
    const added: Added = [];
    const page = serverPage(added);
    const field = page.querySelector('input') as HTMLInputElement;
    // What the browser does as the shopper types, then presses Enter (a click on the form's
    // submit button, which is held like any other tap).
    field.value = 'فراخ';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    button(page, 'Search').click();

    await hydrate(page, added);
    expect(added).toEqual([{ searched: 'فراخ' }]);
    expect(field.value).toBe('فراخ');
  });

  it('leave links alone, mark the page as in use, and stop once the page is hydrated', async () => {
    const added: Added = [];
    const page = serverPage(added);
    const link = page.querySelector('a') as HTMLAnchorElement;
    const followed = link.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    expect(followed).toBe(true);
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.documentElement).toHaveAttribute(FIRST_PAINT_FLAGS.used);

    await hydrate(page, added);
    expect(document.documentElement).toHaveAttribute(FIRST_PAINT_FLAGS.listening);
    // Now React answers at once, and nothing is held.
    act(() => button(page, 'Add to cart').click());
    expect(added).toEqual([{ weight: 1.5 }]);
  });
});
