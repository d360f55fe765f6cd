import { safeCallbackUrl, signInHref } from './auth-paths';

describe('safeCallbackUrl', () => {
  it.each(['/', '/checkout', '/ar/orders/12?x=1'])('keeps the local path %s', (path) => {
    expect(safeCallbackUrl(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    undefined,
    42,
  ])('replaces %p with the home page', (value) => {
    expect(safeCallbackUrl(value)).toBe('/');
  });
});

describe('signInHref', () => {
  it('sends the shopper to sign in and back', () => {
    expect(signInHref('/ar/checkout')).toBe('/login?callbackUrl=%2Far%2Fcheckout');
    expect(signInHref('/orders', { error: 'SessionRequired' })).toBe(
      '/login?error=SessionRequired&callbackUrl=%2Forders',
    );
  });
});
