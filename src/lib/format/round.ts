import type { TFunction } from 'i18next';
import { shopDate } from '@/lib/shop-calendar';
import { dateTimeFormat } from './formatters';
import { formatNumber } from './number';

/*
 * A booked delivery round in the words people use: "Tomorrow, Sunday 29 November, 4–7 pm",
 * «بكرة، الأحد ٢٩ نوفمبر، من ٤ لـ ٧ مساءً». The round's date and hours are the shop's own
 * (Cairo), so they are written as they are, never moved to the reader's zone; "today" and
 * "tomorrow" are by the shop's calendar too, whatever zone the phone is set to. The words
 * live in common.json (round.*) so both languages keep the same keys.
 */

type Round = { date: string; from: string; to: string };

type Options = {
  /** The moment to call days "today" / "tomorrow" from; without it, days are only named. */
  now?: number;
};

type Clock = { hour: number; minute: number };

function clock(time: string): Clock | undefined {
  const [hour, minute] = time.split(':').map(Number);
  if (hour === undefined || minute === undefined || Number.isNaN(hour + minute)) return undefined;
  return { hour, minute };
}

/** Morning, midday (12–2, «ظهرًا») or afternoon and evening. */
function periodKey(hour: number): 'round.am' | 'round.noon' | 'round.pm' {
  if (hour < 12) return 'round.am';
  return hour < 15 ? 'round.noon' : 'round.pm';
}

/** "4" or "4:30" on a 12-hour dial, in the language's digits. */
function dialTime({ hour, minute }: Clock, locale: unknown): string {
  const dial = formatNumber(hour % 12 || 12, locale);
  if (minute === 0) return dial;
  return `${dial}:${formatNumber(minute, locale).padStart(2, formatNumber(0, locale))}`;
}

/** "4–7 pm", "11 am–1 pm"; «من ٤ لـ ٧ مساءً», «من ١١ صباحًا لـ ١ ظهرًا». */
export function formatRoundHours(
  round: { from: string; to: string },
  t: TFunction,
  locale: unknown,
): string {
  const from = clock(round.from);
  const to = clock(round.to);
  if (!from || !to) return `${round.from}–${round.to}`;
  const fromPeriod = t(periodKey(from.hour), { ns: 'common' });
  const toPeriod = t(periodKey(to.hour), { ns: 'common' });
  const values = { from: dialTime(from, locale), to: dialTime(to, locale) };
  // One period word when both ends share it ("4–7 pm"), each its own otherwise.
  return fromPeriod === toPeriod
    ? t('round.hours', { ns: 'common', ...values, period: toPeriod })
    : t('round.hoursSplit', { ns: 'common', ...values, fromPeriod, toPeriod });
}

/** "Sunday 29 November" (with the year when it is not the current one). */
function dayText(date: string, locale: unknown, now: number): string {
  const parts = dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const words = [part('weekday'), part('day'), part('month')];
  if (date.slice(0, 4) !== shopDate(now).slice(0, 4)) words.push(part('year'));
  return words.join(' ');
}

/** The day of a round: "Tomorrow, Sunday 29 November" or "Monday 30 November". */
export function formatRoundDay(date: string, t: TFunction, locale: unknown, now?: number): string {
  const day = dayText(date, locale, now ?? Date.now());
  if (now === undefined) return day;
  const relative =
    date === shopDate(now)
      ? 'round.today'
      : date === shopDate(now, 1)
        ? 'round.tomorrow'
        : undefined;
  return relative
    ? t('round.relative', { ns: 'common', relative: t(relative, { ns: 'common' }), day })
    : day;
}

/** A booked round, day and hours: "Tomorrow, Sunday 29 November, 4–7 pm". */
export function formatRound(
  round: Round,
  t: TFunction,
  locale: unknown,
  { now }: Options = {},
): string {
  return t('round.when', {
    ns: 'common',
    day: formatRoundDay(round.date, t, locale, now),
    hours: formatRoundHours(round, t, locale),
  });
}
