import { describe, expect, it } from '@jest/globals';
import { authOptions } from './auth-options';

/** next-auth's base URL when NEXTAUTH_URL is unset: the dead address of issue 26. */
const NEXT_AUTH_DEFAULT = 'http://localhost:3000';
const PHONE = 'http://192.168.1.20:3005';

function redirectTo(url: string, origin?: string): string {
  const redirect = authOptions({ clientIp: '10.0.0.1', origin }).callbacks?.redirect;
  if (!redirect) throw new Error('no redirect callback');
  return redirect({ url, baseUrl: NEXT_AUTH_DEFAULT }) as string;
}

describe('the redirect after sign-in and sign-out', () => {
  it("goes to the request's origin when one is given (development), not next-auth's default", () => {
    expect(redirectTo('/ar', PHONE)).toBe(`${PHONE}/ar`);
    // A target already on the shop's own address keeps its path there.
    expect(redirectTo(`${PHONE}/ar/orders?page=2`, PHONE)).toBe(`${PHONE}/ar/orders?page=2`);
    // One on another origin, the default included, goes home on this one.
    expect(redirectTo(`${NEXT_AUTH_DEFAULT}/profile`, PHONE)).toBe(`${PHONE}/`);
    expect(redirectTo('https://evil.example/', PHONE)).toBe(`${PHONE}/`);
  });

  it("stays on next-auth's base URL (NEXTAUTH_URL) without one (production)", () => {
    expect(redirectTo('/ar')).toBe(`${NEXT_AUTH_DEFAULT}/ar`);
    expect(redirectTo(`${PHONE}/ar`)).toBe(`${NEXT_AUTH_DEFAULT}/`);
  });
});
