import { describe, expect, it } from '@jest/globals';
import { parsePublicEnv } from './public-env';

describe('parsePublicEnv', () => {
  it('has working defaults when nothing is set', () => {
    const env = parsePublicEnv({});
    expect(env.NEXT_PUBLIC_CONSENT_VARIANT).toBe('accept');
    expect(env.NEXT_PUBLIC_CONSENT_ACCEPT_ON_SCROLL).toBe(false);
    expect(env.NEXT_PUBLIC_API_HOST).toBe('');
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(env.NEXT_PUBLIC_GTM_ID).toBeUndefined();
    expect(env.NEXT_PUBLIC_META_PIXEL_ID).toBeUndefined();
    expect(env.NEXT_PUBLIC_TIKTOK_PIXEL_ID).toBeUndefined();
    expect(env.NEXT_PUBLIC_SHOP_PHONE).toBeUndefined();
    expect(env.NEXT_PUBLIC_SHOP_EMAIL).toBeUndefined();
    expect(env.NEXT_PUBLIC_API_MOCKING).toBe(true);
  });

  it('turns the demo mock layer off only when told so', () => {
    expect(parsePublicEnv({ NEXT_PUBLIC_API_MOCKING: 'disabled' }).NEXT_PUBLIC_API_MOCKING).toBe(
      false,
    );
    expect(parsePublicEnv({ NEXT_PUBLIC_API_MOCKING: 'enabled' }).NEXT_PUBLIC_API_MOCKING).toBe(
      true,
    );
    expect(() => parsePublicEnv({ NEXT_PUBLIC_API_MOCKING: 'off' })).toThrow(
      /NEXT_PUBLIC_API_MOCKING/,
    );
  });

  it('treats empty values as unset', () => {
    const env = parsePublicEnv({
      NEXT_PUBLIC_API_HOST: '',
      NEXT_PUBLIC_CONSENT_VARIANT: '',
      NEXT_PUBLIC_CONSENT_ACCEPT_ON_SCROLL: '',
      NEXT_PUBLIC_GTM_ID: '',
      NEXT_PUBLIC_META_PIXEL_ID: '   ',
    });
    expect(env.NEXT_PUBLIC_API_HOST).toBe('');
    expect(env.NEXT_PUBLIC_CONSENT_VARIANT).toBe('accept');
    expect(env.NEXT_PUBLIC_CONSENT_ACCEPT_ON_SCROLL).toBe(false);
    expect(env.NEXT_PUBLIC_GTM_ID).toBeUndefined();
    expect(env.NEXT_PUBLIC_META_PIXEL_ID).toBeUndefined();
  });

  it('trims trailing slashes from the API host and the site URL', () => {
    const env = parsePublicEnv({
      NEXT_PUBLIC_API_HOST: 'https://api.example.com///',
      NEXT_PUBLIC_SITE_URL: 'https://shop.example/',
    });
    expect(env.NEXT_PUBLIC_API_HOST).toBe('https://api.example.com');
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('https://shop.example');
  });

  it('keeps the other settings as given, ids trimmed', () => {
    const env = parsePublicEnv({
      NEXT_PUBLIC_CONSENT_VARIANT: 'accept-decline',
      NEXT_PUBLIC_GTM_ID: ' GTM-ABC123 ',
      NEXT_PUBLIC_TIKTOK_PIXEL_ID: 'CTIK',
    });
    expect(env.NEXT_PUBLIC_CONSENT_VARIANT).toBe('accept-decline');
    expect(env.NEXT_PUBLIC_GTM_ID).toBe('GTM-ABC123');
    expect(env.NEXT_PUBLIC_TIKTOK_PIXEL_ID).toBe('CTIK');
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('reads accept-on-scroll %p as %p', (raw, expected) => {
    expect(
      parsePublicEnv({ NEXT_PUBLIC_CONSENT_ACCEPT_ON_SCROLL: raw })
        .NEXT_PUBLIC_CONSENT_ACCEPT_ON_SCROLL,
    ).toBe(expected);
  });

  it('throws for an unknown consent variant, naming the variable', () => {
    expect(() => parsePublicEnv({ NEXT_PUBLIC_CONSENT_VARIANT: 'accept-all' })).toThrow(
      /NEXT_PUBLIC_CONSENT_VARIANT/,
    );
  });

  it('throws for an accept-on-scroll value it cannot read', () => {
    expect(() => parsePublicEnv({ NEXT_PUBLIC_CONSENT_ACCEPT_ON_SCROLL: 'yes' })).toThrow(
      /NEXT_PUBLIC_CONSENT_ACCEPT_ON_SCROLL/,
    );
  });

  it('throws for an API host that is not a URL', () => {
    expect(() => parsePublicEnv({ NEXT_PUBLIC_API_HOST: 'api.example.com' })).toThrow(
      /NEXT_PUBLIC_API_HOST/,
    );
  });
});
