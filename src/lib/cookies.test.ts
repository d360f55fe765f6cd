import { describe, expect, it, jest } from '@jest/globals';
import Cookies from 'js-cookie';
import { preferenceCookieAttributes, readCookie, writePreferenceCookie } from './cookies';

describe('preferenceCookieAttributes', () => {
  it('keeps preferences for a year, same-site lax, for the whole site', () => {
    expect(preferenceCookieAttributes('http:')).toEqual({
      expires: 365,
      sameSite: 'lax',
      path: '/',
      secure: false,
    });
  });

  it('marks the cookie Secure only on https', () => {
    expect(preferenceCookieAttributes('https:').secure).toBe(true);
    expect(preferenceCookieAttributes('http:').secure).toBe(false);
    expect(preferenceCookieAttributes('https').secure).toBe(false);
    expect(preferenceCookieAttributes('file:').secure).toBe(false);
  });
});

describe('writePreferenceCookie', () => {
  it('writes through js-cookie with the preference attributes of the current page', () => {
    const set = jest.spyOn(Cookies, 'set');
    try {
      writePreferenceCookie('visited', 'true');
      expect(window.location.protocol).toBe('http:');
      expect(set).toHaveBeenCalledTimes(1);
      expect(set).toHaveBeenCalledWith('visited', 'true', {
        expires: 365,
        sameSite: 'lax',
        path: '/',
        secure: false,
      });
    } finally {
      set.mockRestore();
    }
  });

  it('writes a value that readCookie reads back', () => {
    expect(readCookie('Acceptedcookie')).toBeUndefined();
    writePreferenceCookie('Acceptedcookie', 'true');
    expect(readCookie('Acceptedcookie')).toBe('true');
    expect(document.cookie).toContain('Acceptedcookie=true');
  });

  it('overwrites an earlier value and keeps values with special characters intact', () => {
    writePreferenceCookie('pref', 'first');
    writePreferenceCookie('pref', 'a; b=c ٣');
    expect(readCookie('pref')).toBe('a; b=c ٣');
  });
});

describe('readCookie', () => {
  it('reads a cookie written by anyone and gives undefined for a missing one', () => {
    document.cookie = 'visited=1; path=/';
    expect(readCookie('visited')).toBe('1');
    expect(readCookie('nothing')).toBeUndefined();
  });
});
