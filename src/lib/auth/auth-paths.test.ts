import { validateHeaderValue } from 'node:http';
import { safeCallbackUrl, signInHref } from './auth-paths';

const ORIGIN = 'http://127.0.0.1:3000';

describe('safeCallbackUrl', () => {
  it.each(['/', '/ar', '/checkout', '/ar/orders/12?x=1', '/product/7?tab=1#reviews', '/a|b'])(
    'keeps the local path %s',
    (path) => {
      expect(safeCallbackUrl(path)).toBe(path);
    },
  );

  it.each([
    ['Arabic', '/ar/product/search/فراخ', '/ar/product/search/%D9%81%D8%B1%D8%A7%D8%AE'],
    ['already encoded', '/ar/product/search/%D9%81%D8%B1', '/ar/product/search/%D9%81%D8%B1'],
    ['Latin-1', '/caf\u00e9', '/caf%C3%A9'],
    ['a space', '/product/search/white meat', '/product/search/white%20meat'],
    [
      'a query and a fragment',
      '/search?q=فراخ بلدي#top é',
      '/search?q=%D9%81%D8%B1%D8%A7%D8%AE%20%D8%A8%D9%84%D8%AF%D9%8A#top%20%C3%A9',
    ],
    ['controls', '/a\u0007b\u0000c\u007f', '/a%07b%00c%7F'],
    ['a tab that would join two slashes', '/\t/evil.example', '/%09/evil.example'],
    ['a newline', '/orders\r\nSet-Cookie: x=1', '/orders%0D%0ASet-Cookie:%20x=1'],
    ['quotes and brackets', '/a"b<c>d`e{f}', '/a%22b%3Cc%3Ed%60e%7Bf%7D'],
    ['dot segments', '/ar/./orders/../checkout', '/ar/checkout'],
  ])('encodes %s so the path is valid in a Location header', (_label, value, expected) => {
    const path = safeCallbackUrl(value);
    expect(path).toBe(expected);
    expect(() => validateHeaderValue('Location', path)).not.toThrow();
    expect(path).toMatch(/^\/[\x21-\x7e]*$/);
    // Judging the answer again changes nothing: next-auth keeps it in a cookie and reads it back.
    expect(safeCallbackUrl(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    'http://127.0.0.1:3000.evil.example/',
    'HTTPS://EVIL.example',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/.//evil.example',
    '/..//evil.example/x',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http:evil.example',
    'orders',
    ' /orders',
    '\t//evil.example',
    '/a%E0%A4%A',
    '/100%',
    'http://[::1',
    '',
    undefined,
    null,
    42,
    ['/orders'],
  ])('replaces %p with the home page', (value) => {
    expect(safeCallbackUrl(value)).toBe('/');
    expect(safeCallbackUrl(value, '/ar')).toBe('/ar');
  });

  it('takes an absolute URL on the given origin as its path, and nothing on another origin', () => {
    expect(safeCallbackUrl(`${ORIGIN}/ar/checkout?zone=3`, '/', ORIGIN)).toBe(
      '/ar/checkout?zone=3',
    );
    expect(safeCallbackUrl(`${ORIGIN}/ar/فراخ`, '/', ORIGIN)).toBe('/ar/%D9%81%D8%B1%D8%A7%D8%AE');
    expect(safeCallbackUrl('/orders', '/', ORIGIN)).toBe('/orders');
    for (const other of [
      'https://127.0.0.1:3000/orders',
      'http://127.0.0.1:3001/orders',
      'http://127.0.0.1:3000.evil.example/',
      'http://127.0.0.1:3000@evil.example/',
      'http://evil.example/?http://127.0.0.1:3000',
      'http:orders',
    ]) {
      expect(safeCallbackUrl(other, '/', ORIGIN)).toBe('/');
    }
    // Without an origin to compare with, no absolute URL is taken.
    expect(safeCallbackUrl(`${ORIGIN}/orders`)).toBe('/');
    expect(safeCallbackUrl(`${ORIGIN}/orders`, '/', 'not a url')).toBe('/');
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
