import { describe, expect, it } from '@jest/globals';
import { landingAfterSignIn } from './sign-in-arrival';

describe('where a sign-in lands', () => {
  it('sends a driver on the way to the home page to their round, in the page’s language', () => {
    expect(landingAfterSignIn('/', 'driver', 'en')).toBe('/dashboard/round');
    expect(landingAfterSignIn('/ar', 'driver', 'ar')).toBe('/ar/dashboard/round');
  });

  it('keeps the page a driver was sent from, and everyone else’s landing', () => {
    expect(landingAfterSignIn('/orders/41', 'driver', 'en')).toBe('/orders/41');
    expect(landingAfterSignIn('/ar/dashboard/round', 'driver', 'ar')).toBe('/ar/dashboard/round');
    expect(landingAfterSignIn('/', 'seller', 'en')).toBe('/');
    expect(landingAfterSignIn('/ar', 'customer', 'ar')).toBe('/ar');
    expect(landingAfterSignIn('/', undefined, 'en')).toBe('/');
  });
});
