export const CONSENT_VARIANTS = ['accept', 'accept-decline'] as const;
export type ConsentVariant = (typeof CONSENT_VARIANTS)[number];

export interface PublicEnv {
  NEXT_PUBLIC_API_HOST: string;
  NEXT_PUBLIC_SITE_URL: string;
  NEXT_PUBLIC_GTM_ID: string | undefined;
  NEXT_PUBLIC_META_PIXEL_ID: string | undefined;
  NEXT_PUBLIC_TIKTOK_PIXEL_ID: string | undefined;
  NEXT_PUBLIC_CONSENT_VARIANT: ConsentVariant;
  NEXT_PUBLIC_CONSENT_ACCEPT_ON_SCROLL: boolean;
  NEXT_PUBLIC_SHOP_PHONE: string | undefined;
  NEXT_PUBLIC_SHOP_EMAIL: string | undefined;
  /** The demo shops' mock layer (MSW in the browser): on unless set to "disabled". */
  NEXT_PUBLIC_API_MOCKING: boolean;
}

type Source = Record<string, string | undefined>;

/*
 * Read by hand, not with a zod schema: this module is in every page's first load, and zod
 * would add about 27 kB gzip to each (docs/adr/0006-performance.md). Ten plain variables do
 * not need it; the tests pin every rule.
 */
type Problems = string[];

const isUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

function optionalId(source: Source, name: string): string | undefined {
  return source[name]?.trim() || undefined;
}

function url(source: Source, name: string, problems: Problems): string | undefined {
  const value = source[name];
  if (!value) return undefined;
  if (!isUrl(value)) {
    problems.push(`  ${name}: Invalid URL`);
    return undefined;
  }
  return value.replace(/\/+$/, '');
}

function oneOf<T extends string>(
  source: Source,
  name: string,
  allowed: readonly T[],
  problems: Problems,
): T | undefined {
  const value = source[name];
  if (!value) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    problems.push(`  ${name}: expected one of ${allowed.join(', ')}`);
    return undefined;
  }
  return value as T;
}

export function parsePublicEnv(source: Source): PublicEnv {
  const problems: Problems = [];
  const env: PublicEnv = {
    NEXT_PUBLIC_API_HOST: url(source, 'NEXT_PUBLIC_API_HOST', problems) ?? '',
    NEXT_PUBLIC_SITE_URL: url(source, 'NEXT_PUBLIC_SITE_URL', problems) ?? 'http://localhost:3000',
    NEXT_PUBLIC_GTM_ID: optionalId(source, 'NEXT_PUBLIC_GTM_ID'),
    NEXT_PUBLIC_META_PIXEL_ID: optionalId(source, 'NEXT_PUBLIC_META_PIXEL_ID'),
    NEXT_PUBLIC_TIKTOK_PIXEL_ID: optionalId(source, 'NEXT_PUBLIC_TIKTOK_PIXEL_ID'),
    NEXT_PUBLIC_CONSENT_VARIANT:
      oneOf(source, 'NEXT_PUBLIC_CONSENT_VARIANT', CONSENT_VARIANTS, problems) ?? 'accept',
    NEXT_PUBLIC_CONSENT_ACCEPT_ON_SCROLL: ['true', '1'].includes(
      oneOf(
        source,
        'NEXT_PUBLIC_CONSENT_ACCEPT_ON_SCROLL',
        ['true', 'false', '1', '0'],
        problems,
      ) ?? '',
    ),
    NEXT_PUBLIC_SHOP_PHONE: optionalId(source, 'NEXT_PUBLIC_SHOP_PHONE'),
    NEXT_PUBLIC_SHOP_EMAIL: optionalId(source, 'NEXT_PUBLIC_SHOP_EMAIL'),
    NEXT_PUBLIC_API_MOCKING:
      oneOf(source, 'NEXT_PUBLIC_API_MOCKING', ['enabled', 'disabled'], problems) !== 'disabled',
  };
  if (problems.length > 0) {
    throw new Error(`Invalid public environment variables:\n${problems.join('\n')}`);
  }
  return env;
}

/**
 * Next inlines `process.env.NEXT_PUBLIC_*` at build time only where each name is written out
 * in full, so every variable is listed here by name rather than passing `process.env` whole.
 */
export const publicEnv: PublicEnv = parsePublicEnv({
  NEXT_PUBLIC_API_HOST: process.env.NEXT_PUBLIC_API_HOST,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || undefined,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  NEXT_PUBLIC_META_PIXEL_ID: process.env.NEXT_PUBLIC_META_PIXEL_ID,
  NEXT_PUBLIC_TIKTOK_PIXEL_ID: process.env.NEXT_PUBLIC_TIKTOK_PIXEL_ID,
  NEXT_PUBLIC_CONSENT_VARIANT: process.env.NEXT_PUBLIC_CONSENT_VARIANT,
  NEXT_PUBLIC_CONSENT_ACCEPT_ON_SCROLL: process.env.NEXT_PUBLIC_CONSENT_ACCEPT_ON_SCROLL,
  NEXT_PUBLIC_SHOP_PHONE: process.env.NEXT_PUBLIC_SHOP_PHONE,
  NEXT_PUBLIC_SHOP_EMAIL: process.env.NEXT_PUBLIC_SHOP_EMAIL,
  NEXT_PUBLIC_API_MOCKING: process.env.NEXT_PUBLIC_API_MOCKING,
});
