import { useSyncExternalStore } from 'react';

export type Remaining = {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The deal's end has passed (or its date cannot be read). */
  ended: boolean;
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A clock that ticks once a second while anything listens to it. */
function subscribe(notify: () => void): () => void {
  const timer = setInterval(notify, SECOND);
  return () => clearInterval(timer);
}

/** The current whole second: stable between ticks, as a store snapshot must be. */
function currentSecond(): number {
  return Math.floor(Date.now() / SECOND);
}

/** The server does not know when the page will be read, so it renders no time at all. */
function noTimeOnServer(): null {
  return null;
}

/** Days, hours, minutes and seconds from `nowMs` until `expireDate`. */
export function remainingUntil(expireDate: string, nowMs: number): Remaining {
  const end = Date.parse(expireDate);
  const left = Number.isNaN(end) ? 0 : Math.max(0, end - nowMs);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    ended: left <= 0,
  };
}

/**
 * The time left until `expireDate`, updated every second; null on the server and while the
 * page hydrates, so the HTML the server sent and the first client render agree.
 */
export function useCountdown(expireDate: string): Remaining | null {
  const second = useSyncExternalStore(subscribe, currentSecond, noTimeOnServer);
  return second === null ? null : remainingUntil(expireDate, second * SECOND);
}
