import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import arConsent from '../../../../public/locales/ar/consent.json';
import enConsent from '../../../../public/locales/en/consent.json';
import { FIRST_PAINT_FLAGS } from '@/config/first-paint-names.cjs';
import type { Locale } from '@/lib/i18n/locales';
import { createTestI18n } from '@tests/setup/i18n';
import { renderWithShop } from '@tests/setup/render';
import { useWelcome } from '../hooks/use-welcome';
import { WelcomeGate } from './welcome-gate';

const TEXT = { en: enConsent.welcome, ar: arConsent.welcome } as const;

function visitedCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith('visited='))
    ?.split('=')[1];
}

/** The dialog where useWelcome says it is due, as GlobalOverlays puts them together. */
function Welcome({ offered = true }: { offered?: boolean }) {
  const { status, dismiss, skip } = useWelcome(offered);
  return <WelcomeGate open={status === 'due'} onClose={dismiss} onSkip={skip} />;
}

/** Gives the lazily loaded dialog every chance to appear. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('WelcomeGate', () => {
  it('has the agreed start button texts', () => {
    expect(TEXT.en.start).toBe("let's start");
    expect(TEXT.ar.start).toBe('لنبدأ');
  });

  describe.each(['en', 'ar'] as const)('in %s', (locale: Locale) => {
    const text = TEXT[locale];

    it('welcomes a first-time visitor with the title and the start button', async () => {
      renderWithShop(<Welcome />, { locale });
      // The dialog loads lazily and MUI's focus ripple animates: let both finish inside act.
      await act(settle);
      const dialog = await screen.findByRole('dialog', { name: text.title });
      expect(dialog).toHaveTextContent(text.message);
      expect(screen.getByRole('button', { name: text.close })).toBeInTheDocument();
      // The start button takes the focus, so Enter starts right away.
      expect(screen.getByRole('button', { name: text.start })).toHaveFocus();
      expect(visitedCookie()).toBeUndefined();
    });

    it('pressing start stores the visited cookie and closes the dialog', async () => {
      const user = userEvent.setup();
      renderWithShop(<Welcome />, { locale });
      await user.click(await screen.findByRole('button', { name: text.start }));
      expect(visitedCookie()).toBe('true');
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
    });

    it('pressing the close button stores the visited cookie and closes the dialog', async () => {
      const user = userEvent.setup();
      renderWithShop(<Welcome />, { locale });
      await user.click(await screen.findByRole('button', { name: text.close }));
      expect(visitedCookie()).toBe('true');
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
    });
  });

  it('pressing Escape also counts as dismissing', async () => {
    const user = userEvent.setup();
    renderWithShop(<Welcome />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(visitedCookie()).toBe('true');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('never opens for a returning visitor', async () => {
    document.cookie = 'visited=true; path=/';
    renderWithShop(<Welcome />);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(TEXT.en.title)).not.toBeInTheDocument();
  });

  it('where it is not offered, stays closed and leaves the visited cookie unset', async () => {
    renderWithShop(<Welcome offered={false} />);
    await act(settle);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(visitedCookie()).toBeUndefined();
  });

  it('does not open again in a new page load once dismissed', async () => {
    const user = userEvent.setup();
    const first = renderWithShop(<Welcome />);
    await user.click(await screen.findByRole('button', { name: TEXT.en.start }));
    first.unmount();

    renderWithShop(<Welcome />);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed for a first-time visitor already using the page, who is welcomed next time', async () => {
    // What the document's first script marks at the first tap, key or scroll by hand.
    document.documentElement.setAttribute(FIRST_PAINT_FLAGS.used, '');
    try {
      const first = renderWithShop(<Welcome />);
      await act(settle);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(visitedCookie()).toBeUndefined();
      first.unmount();
    } finally {
      document.documentElement.removeAttribute(FIRST_PAINT_FLAGS.used);
    }
    renderWithShop(<Welcome />);
    expect(await screen.findByRole('dialog', { name: TEXT.en.title })).toBeInTheDocument();
  });

  it('renders no dialog on the server, even for a first-time visitor', () => {
    expect(visitedCookie()).toBeUndefined();
    const html = renderToString(<Welcome />);
    expect(html).toBe('');
  });

  it('hydrates the empty server HTML without errors, then welcomes a first-time visitor', async () => {
    const i18n = createTestI18n('ar');
    const page = (children: ReactNode) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(<Welcome />));
    expect(container.innerHTML).toBe('');
    document.body.appendChild(container);

    const hydrationErrors: unknown[] = [];
    // Hydrate, then let the lazily loaded dialog and its focus ripple settle, all inside act.
    const root = await act(async () => {
      const hydrated = hydrateRoot(container, page(<Welcome />), {
        onRecoverableError: (error) => hydrationErrors.push(error),
      });
      await settle();
      return hydrated;
    });
    expect(await screen.findByRole('dialog', { name: TEXT.ar.title })).toBeInTheDocument();
    expect(hydrationErrors).toEqual([]);
    await act(settle);

    act(() => {
      root.unmount();
    });
    container.remove();
  });
});
