import { COOKIE_NAMES } from '@/config/site';
import { readCookie, writePreferenceCookie } from '@/lib/cookies';

export type ConsentStatus = 'accepted' | 'declined';

/** Values stored in the `Acceptedcookie` cookie. */
export const CONSENT_COOKIE_VALUES: Readonly<Record<ConsentStatus, string>> = {
  accepted: 'true',
  declined: 'false',
};

/** The visitor's recorded choice, or undefined while they have not made one. */
export function readConsent(): ConsentStatus | undefined {
  const value = readCookie(COOKIE_NAMES.consent);
  if (value === CONSENT_COOKIE_VALUES.accepted) return 'accepted';
  if (value === CONSENT_COOKIE_VALUES.declined) return 'declined';
  return undefined;
}

export function storeConsent(status: ConsentStatus): void {
  writePreferenceCookie(COOKIE_NAMES.consent, CONSENT_COOKIE_VALUES[status]);
}

/** How far down the page the visitor has scrolled, 0 to 100. */
export function scrolledPercent(
  scrollY: number,
  viewportHeight: number,
  pageHeight: number,
): number {
  const scrollable = pageHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, Math.max(0, (scrollY / scrollable) * 100));
}
