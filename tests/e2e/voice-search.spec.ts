import type { Page } from '@playwright/test';
import { expect, gotoHydrated, onPhonesOnly, test } from './support/fixtures';

/*
 * Searching by voice from the header's microphone (issue 44). Headless Chromium has the Web
 * Speech API's class but no recognition service behind it, so each test puts a stand-in in its
 * place before the page's scripts run: it answers each start() with the next scripted turn, as
 * Chromium does (interim words, the final result, then the end; or an error, then the end).
 * Phone only: the microphone is a phone's way to search, and it must fit a phone's header.
 */

type Turn = { heard: string } | { error: string };

async function fakeRecognition(page: Page, turns: Turn[]): Promise<void> {
  await page.addInitScript((script: Turn[]) => {
    type Handler<E> = ((event: E) => void) | null;
    type Result = { isFinal: boolean; 0: { transcript: string }; length: 1 };
    const result = (transcript: string, isFinal: boolean): Result => ({
      isFinal,
      0: { transcript },
      length: 1,
    });
    const queue = [...script];
    class FakeRecognition {
      lang = '';
      continuous = true;
      interimResults = false;
      maxAlternatives = 0;
      onresult: Handler<{ resultIndex: number; results: Result[] }> = null;
      onerror: Handler<{ error: string }> = null;
      onend: Handler<void> = null;
      start() {
        const turn = queue.shift();
        document.documentElement.dataset.voiceLang = this.lang;
        if (!turn) return;
        setTimeout(() => {
          if ('error' in turn) {
            this.onerror?.({ error: turn.error });
          } else {
            const words = turn.heard.split(' ');
            this.onresult?.({ resultIndex: 0, results: [result(words[0] ?? '', false)] });
            this.onresult?.({ resultIndex: 0, results: [result(turn.heard, true)] });
          }
          this.onend?.();
        }, 300);
      }
      stop() {}
      abort() {}
    }
    Object.assign(window, {
      SpeechRecognition: FakeRecognition,
      webkitSpeechRecognition: FakeRecognition,
    });
  }, turns);
}

test.describe('voice search from the header', () => {
  test(
    'Arabic: the shopper taps the microphone, says «فراخ بلدي» and lands on its results',
    onPhonesOnly,
    async ({ page }) => {
      // The narrowest phones the shop serves: the microphone must not push the pill out.
      await page.setViewportSize({ width: 360, height: 740 });
      await fakeRecognition(page, [{ heard: 'فراخ بلدي' }]);
      await gotoHydrated(page, '/ar');
      const search = page.getByRole('search');
      const mic = search.getByRole('button', { name: 'دوّر بصوتك' });
      await expect(mic).toBeVisible();
      await expect(mic).toHaveAttribute('aria-pressed', 'false');

      const pill = await search.boundingBox();
      const box = await search.getByRole('combobox', { name: 'ابحث في المتجر' }).boundingBox();
      const micBox = await mic.boundingBox();
      const submit = await search.getByRole('button', { name: 'بحث', exact: true }).boundingBox();
      expect(pill && box && micBox && submit).toBeTruthy();
      if (pill && box && micBox && submit) {
        expect(pill.x).toBeGreaterThanOrEqual(0);
        expect(pill.x + pill.width).toBeLessThanOrEqual(360);
        expect(micBox.width).toBeGreaterThanOrEqual(44);
        expect(micBox.height).toBeGreaterThanOrEqual(44);
        // Room is left to read what is typed or heard.
        expect(box.width).toBeGreaterThan(150);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );

      await Promise.all([page.waitForURL(/\/ar\/product\/search\/.+/), mic.tap()]);
      expect(await page.evaluate(() => document.documentElement.dataset.voiceLang)).toBe('ar-EG');
      expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/ar/product/search/فراخ بلدي');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        'نتايج البحث عن «فراخ بلدي»',
      );
      await expect(page.getByRole('combobox', { name: 'ابحث في المتجر' })).toHaveValue('فراخ بلدي');
      await expect(page.getByRole('button', { name: 'دوّر بصوتك' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    },
  );

  test(
    'a refused microphone is explained, and the button works again',
    onPhonesOnly,
    async ({ page }) => {
      await fakeRecognition(page, [{ error: 'not-allowed' }, { heard: 'duck' }]);
      await gotoHydrated(page, '/');
      const mic = page.getByRole('search').getByRole('button', { name: 'Search by voice' });
      await mic.tap();
      const status = page.getByTestId('voice-status');
      await expect(status).toHaveText(
        'Microphone access was refused: allow it in the browser’s settings, or type your search',
      );
      await expect(status).toBeVisible();
      await expect(mic).toHaveAttribute('aria-pressed', 'false');
      await expect(page).toHaveURL(/\/$/);

      await Promise.all([page.waitForURL(/\/product\/search\/duck$/), mic.tap()]);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        'Results for “duck”',
      );
    },
  );

  test('no microphone where the browser cannot listen', onPhonesOnly, async ({ page }) => {
    await page.addInitScript(() => {
      const speech = window as unknown as Record<string, unknown>;
      delete speech.SpeechRecognition;
      delete speech.webkitSpeechRecognition;
    });
    await gotoHydrated(page, '/ar');
    const search = page.getByRole('search');
    await expect(search.getByRole('button', { name: 'بحث', exact: true })).toBeVisible();
    // The header has settled: anything lazily loaded for the box would have come by now.
    await page.waitForLoadState('networkidle');
    await expect(search.getByRole('button', { name: 'دوّر بصوتك' })).toHaveCount(0);
  });
});
