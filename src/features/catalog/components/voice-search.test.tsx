import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { suggestHandlers } from '@mocks/handlers/catalog-suggest';
import { server } from '@mocks/node';
import type { Locale } from '@/lib/i18n/locales';
import { FakeSpeechRecognition, installFakeSpeech } from '@tests/setup/fake-speech-recognition';
import { renderWithShop } from '@tests/setup/render';
import type { HeaderSearch as Component } from './header-search';
import { VOICE_MESSAGE_MS } from './voice-search-button';

const push = jest.fn((href: string) => Promise.resolve(Boolean(href)));
let routerLocale: Locale = 'en';
jest.mock('next/router', () => ({
  useRouter: () => ({ locale: routerLocale, pathname: '/', query: {}, asPath: '/', push }),
}));
jest.setTimeout(20_000);

let HeaderSearch: typeof Component;
beforeAll(async () => {
  ({ HeaderSearch } = await import('./header-search'));
});

let uninstall: () => void = () => undefined;
beforeEach(() => {
  push.mockClear();
  server.use(
    http.get('*/api/category/list', () =>
      HttpResponse.json({ success: true, results: [], total: 0, page: 1, limit: 10_000 }),
    ),
    ...suggestHandlers(),
  );
});
afterEach(() => {
  uninstall();
});

const LABEL = { en: 'Search by voice', ar: 'دوّر بصوتك' } as const;
const BOX = { en: 'Search the shop', ar: 'ابحث في المتجر' } as const;

async function setUp(locale: Locale) {
  routerLocale = locale;
  const user = userEvent.setup();
  renderWithShop(<HeaderSearch />, { locale });
  const box = screen.getByRole('combobox', { name: BOX[locale] });
  const mic = await screen.findByRole('button', { name: LABEL[locale] });
  return { user, box, mic };
}

const status = () => screen.getByTestId('voice-status');

describe('searching by voice from the header', () => {
  it('listens in English under /en, shows the words as they come, and searches the last ones', async () => {
    uninstall = installFakeSpeech('SpeechRecognition');
    const { user, box, mic } = await setUp('en');
    expect(mic).toHaveAttribute('title', 'Search by voice');
    expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(status()).toHaveAttribute('role', 'status');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toHaveTextContent('');

    await user.click(mic);
    const listening = FakeSpeechRecognition.last;
    expect(listening).toMatchObject({
      lang: 'en-US',
      interimResults: true,
      maxAlternatives: 1,
      continuous: false,
      started: 1,
    });
    expect(mic).toHaveAttribute('aria-pressed', 'true');
    expect(status()).toHaveTextContent('Listening… speak now');

    act(() => listening.say('duck br', false));
    expect(box).toHaveValue('duck br');
    expect(push).not.toHaveBeenCalled();
    act(() => listening.say('duck breast', true));
    expect(box).toHaveValue('duck breast');
    expect(push).toHaveBeenCalledWith('/product/search/duck%20breast');
    expect(push).toHaveBeenCalledTimes(1);
    expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(status()).toHaveTextContent('');
    // Its end, arriving after, changes nothing.
    act(() => listening.finish());
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('listens for Egyptian Arabic under /ar (the prefixed class) and searches what was said', async () => {
    uninstall = installFakeSpeech('webkitSpeechRecognition');
    const { user, box, mic } = await setUp('ar');
    expect(mic).toHaveAttribute('title', 'دوّر بصوتك');
    await user.click(mic);
    const listening = FakeSpeechRecognition.last;
    expect(listening.lang).toBe('ar-EG');
    expect(status()).toHaveTextContent('سامعك… اتكلم');
    act(() => listening.say('فراخ', false));
    expect(box).toHaveValue('فراخ');
    act(() => listening.say('فراخ بلدي', true));
    expect(push).toHaveBeenCalledWith(`/product/search/${encodeURIComponent('فراخ بلدي')}`);
  });

  it('has no microphone where the browser cannot listen', async () => {
    uninstall = () => undefined;
    routerLocale = 'en';
    renderWithShop(<HeaderSearch />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    // Give a lazily loaded button the time it would take to come.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('button', { name: 'Search by voice' })).toBeNull();
    expect(screen.queryByTestId('voice-status')).toBeNull();
  });

  it('has none either where the page’s Permissions-Policy keeps the microphone off', async () => {
    uninstall = installFakeSpeech();
    const policy = { allowsFeature: (feature: string) => feature !== 'microphone' };
    Object.defineProperty(document, 'featurePolicy', { value: policy, configurable: true });
    try {
      routerLocale = 'en';
      renderWithShop(<HeaderSearch />, { locale: 'en' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(screen.queryByRole('button', { name: 'Search by voice' })).toBeNull();
    } finally {
      Reflect.deleteProperty(document, 'featurePolicy');
    }
  });

  it('says the microphone was refused, and the button can be tapped again', async () => {
    uninstall = installFakeSpeech();
    const { user, mic } = await setUp('en');
    await user.click(mic);
    act(() => FakeSpeechRecognition.last.fail('not-allowed'));
    expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(status()).toHaveTextContent(
      'Microphone access was refused: allow it in the browser’s settings, or type your search',
    );
    expect(push).not.toHaveBeenCalled();

    // The next tap takes the message away and listens again.
    await user.click(mic);
    expect(FakeSpeechRecognition.made).toHaveLength(2);
    expect(FakeSpeechRecognition.last.started).toBe(1);
    expect(mic).toHaveAttribute('aria-pressed', 'true');
    expect(status()).toHaveTextContent('Listening… speak now');
  });

  it('says so in Arabic when nothing was heard; typing takes the message away', async () => {
    uninstall = installFakeSpeech();
    const { user, box, mic } = await setUp('ar');
    await user.click(mic);
    act(() => FakeSpeechRecognition.last.fail('no-speech'));
    expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(status()).toHaveTextContent('مسمعناش حاجة: دوس على الميكروفون واتكلم');
    await user.type(box, 'ب');
    expect(status()).toHaveTextContent('');
  });

  it.each([
    ['service-not-allowed', 'en', 'Microphone access was refused'],
    ['audio-capture', 'en', 'No microphone was found'],
    ['network', 'en', 'Voice search needs an internet connection'],
    ['language-not-supported', 'en', 'Voice search stopped: try again, or type your search'],
    ['not-allowed', 'ar', 'الميكروفون مقفول: اسمح بيه من إعدادات المتصفح، أو اكتب اللي بتدور عليه'],
    ['network', 'ar', 'البحث بالصوت محتاج إنترنت'],
  ] as const)('explains %s (%s)', async (error, locale, message) => {
    uninstall = installFakeSpeech();
    const { user, mic } = await setUp(locale);
    await user.click(mic);
    act(() => FakeSpeechRecognition.last.fail(error));
    expect(status()).toHaveTextContent(message);
    expect(mic).toHaveAttribute('aria-pressed', 'false');
  });

  it('stops listening when the microphone is tapped again, without searching', async () => {
    uninstall = installFakeSpeech();
    const { user, box, mic } = await setUp('en');
    await user.click(mic);
    const listening = FakeSpeechRecognition.last;
    act(() => listening.say('chick', false));
    await user.click(mic);
    expect(listening.aborted).toBe(1);
    expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(status()).toHaveTextContent('');
    // Whatever the stopped recognition still sends is ignored.
    act(() => listening.say('chicken', true));
    expect(push).not.toHaveBeenCalled();
    expect(box).toHaveValue('chick');
    expect(FakeSpeechRecognition.made).toHaveLength(1);
  });

  it('takes a message away after VOICE_MESSAGE_MS', async () => {
    uninstall = installFakeSpeech();
    const { mic } = await setUp('en');
    jest.useFakeTimers();
    try {
      fireEvent.click(mic);
      act(() => FakeSpeechRecognition.last.fail('no-speech'));
      expect(status()).toHaveTextContent('Didn’t hear anything: tap the microphone and speak');
      act(() => jest.advanceTimersByTime(VOICE_MESSAGE_MS - 1));
      expect(status()).not.toHaveTextContent('');
      act(() => jest.advanceTimersByTime(1));
      expect(status()).toHaveTextContent('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops listening when the header goes away', async () => {
    uninstall = installFakeSpeech();
    routerLocale = 'en';
    const user = userEvent.setup();
    const { unmount } = renderWithShop(<HeaderSearch />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Search by voice' }));
    unmount();
    await waitFor(() => expect(FakeSpeechRecognition.last.aborted).toBe(1));
  });
});
