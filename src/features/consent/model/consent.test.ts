import { describe, expect, it } from '@jest/globals';
import { COOKIE_NAMES, CONSENT_SCROLL_PERCENT } from '@/config/site';
import { CONSENT_COOKIE_VALUES, readConsent, scrolledPercent, storeConsent } from './consent';

function setConsentCookie(value: string) {
  document.cookie = `Acceptedcookie=${value}; path=/`;
}

describe('consent cookie', () => {
  it('is called Acceptedcookie and stores "true" / "false"', () => {
    expect(COOKIE_NAMES.consent).toBe('Acceptedcookie');
    expect(CONSENT_COOKIE_VALUES).toEqual({ accepted: 'true', declined: 'false' });
  });

  it('accepting stores Acceptedcookie=true', () => {
    storeConsent('accepted');
    expect(document.cookie).toBe('Acceptedcookie=true');
    expect(readConsent()).toBe('accepted');
  });

  it('declining stores Acceptedcookie=false', () => {
    storeConsent('declined');
    expect(document.cookie).toBe('Acceptedcookie=false');
    expect(readConsent()).toBe('declined');
  });

  it('a later choice replaces the earlier one', () => {
    storeConsent('accepted');
    storeConsent('declined');
    expect(document.cookie).toBe('Acceptedcookie=false');
  });

  it('readConsent maps "true" and "false" and treats anything else as undecided', () => {
    expect(readConsent()).toBeUndefined();
    setConsentCookie('true');
    expect(readConsent()).toBe('accepted');
    setConsentCookie('false');
    expect(readConsent()).toBe('declined');
    for (const other of ['', 'TRUE', 'yes', '1', '0', 'accepted']) {
      setConsentCookie(other);
      expect(readConsent()).toBeUndefined();
    }
  });

  it('ignores cookies with a similar name', () => {
    document.cookie = 'acceptedcookie=true; path=/';
    document.cookie = 'Acceptedcookies=true; path=/';
    expect(readConsent()).toBeUndefined();
  });
});

describe('scrolledPercent', () => {
  it('is 0 when the page cannot scroll', () => {
    expect(scrolledPercent(0, 800, 800)).toBe(0);
    expect(scrolledPercent(100, 800, 600)).toBe(0);
    expect(scrolledPercent(0, 0, 0)).toBe(0);
  });

  it('is the share of the scrollable height already scrolled', () => {
    expect(scrolledPercent(0, 1000, 3000)).toBe(0);
    expect(scrolledPercent(500, 1000, 3000)).toBe(25);
    expect(scrolledPercent(1000, 1000, 3000)).toBe(50);
    expect(scrolledPercent(2000, 1000, 3000)).toBe(100);
  });

  it('clamps to 0..100 (overscroll bounce, negative scroll)', () => {
    expect(scrolledPercent(-50, 1000, 3000)).toBe(0);
    expect(scrolledPercent(2500, 1000, 3000)).toBe(100);
  });

  it('crosses the 25% consent threshold exactly at a quarter of the scrollable height', () => {
    expect(CONSENT_SCROLL_PERCENT).toBe(25);
    expect(scrolledPercent(499, 1000, 3000)).toBeLessThan(CONSENT_SCROLL_PERCENT);
    expect(scrolledPercent(500, 1000, 3000)).toBeGreaterThanOrEqual(CONSENT_SCROLL_PERCENT);
  });
});
