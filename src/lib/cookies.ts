import Cookies from 'js-cookie';
import { COOKIE_LIFETIME_DAYS } from '@/config/site';

export type CookieAttributes = {
  expires: number;
  sameSite: 'lax';
  path: '/';
  secure: boolean;
};

/** The attributes every first-party preference cookie of the shop is written with. */
export function preferenceCookieAttributes(protocol: string): CookieAttributes {
  return {
    expires: COOKIE_LIFETIME_DAYS,
    sameSite: 'lax',
    path: '/',
    // Secure on HTTPS; plain http (localhost development) would drop a Secure cookie.
    secure: protocol === 'https:',
  };
}

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writePreferenceCookie(name: string, value: string): void {
  Cookies.set(name, value, preferenceCookieAttributes(window.location.protocol));
}
