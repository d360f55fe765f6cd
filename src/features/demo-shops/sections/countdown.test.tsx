import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@tests/setup/i18n';
import { renderWithShop } from '@tests/setup/render';
import { Countdown } from './countdown';
import { remainingUntil } from './use-countdown';

const NOW = new Date('2030-01-01T00:00:00Z');
/** 2 days, 5 hours, 3 minutes and 10 seconds after NOW. */
const EXPIRE = '2030-01-03T05:03:10Z';

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
});

/** The four boxes as a reader sees them, e.g. "2 Days 5 Hours 3 Min 10 Sec". */
function boxes(): string {
  const timer = screen.getByRole('timer');
  return [...timer.children].map((box) => box.textContent).join(' ');
}

describe('remainingUntil', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(remainingUntil(EXPIRE, NOW.getTime())).toEqual({
      days: 2,
      hours: 5,
      minutes: 3,
      seconds: 10,
      ended: false,
    });
  });

  it('is ended, all zeros, once the date has passed', () => {
    expect(remainingUntil('2029-12-31T23:59:59Z', NOW.getTime())).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      ended: true,
    });
  });

  it('reads the offset of the date', () => {
    // 05:00 in Cairo (+02:00) is 03:00 UTC: three hours after NOW.
    expect(remainingUntil('2030-01-01T05:00:00+02:00', NOW.getTime()).hours).toBe(3);
  });
});

describe('Countdown', () => {
  it('shows the time left and names the timer with a sentence', () => {
    renderWithShop(<Countdown expireDate={EXPIRE} />);
    const timer = screen.getByRole('timer', {
      name: 'Ends in 2 days, 5 hours, and 3 minutes',
    });
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(boxes()).toBe('2Days 5Hours 3Min 10Sec');
  });

  it('ticks every second', () => {
    renderWithShop(<Countdown expireDate={EXPIRE} />);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(boxes()).toBe('2Days 5Hours 3Min 9Sec');
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(boxes()).toBe('2Days 5Hours 2Min 59Sec');
  });

  it('says the deal ended when the time runs out', () => {
    renderWithShop(<Countdown expireDate="2030-01-01T00:00:02Z" />);
    expect(screen.getByRole('timer', { name: 'Ends in 2 seconds' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Deal ended')).toBeInTheDocument();
  });

  it('says the deal ended straight away for a past date', () => {
    renderWithShop(<Countdown expireDate="2029-06-01T00:00:00Z" />);
    expect(screen.getByText('Deal ended')).toBeInTheDocument();
  });

  it('writes Arabic units and Arabic-Indic digits in Arabic', () => {
    renderWithShop(<Countdown expireDate={EXPIRE} />, { locale: 'ar' });
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAccessibleName('ينتهي خلال يومين و٥ ساعات و٣ دقائق');
    expect(boxes()).toBe('٢يوم ٥ساعة ٣دقيقة ١٠ثانية');
    expect(timer.textContent).not.toMatch(/[0-9]/);
  });

  it('renders placeholders on the server and hydrates without a mismatch', async () => {
    const i18n = createTestI18n('en');
    const ui = (
      <I18nextProvider i18n={i18n}>
        <Countdown expireDate={EXPIRE} />
      </I18nextProvider>
    );
    const html = renderToString(ui);
    expect(html).toContain('--');
    expect(html).not.toMatch(/>\s*10\s*</);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    try {
      await act(async () => {
        hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) });
        await Promise.resolve();
      });
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      // Once hydrated, the real time replaces the placeholders.
      expect(
        screen.getByRole('timer', { name: 'Ends in 2 days, 5 hours, and 3 minutes' }),
      ).toBeInTheDocument();
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
