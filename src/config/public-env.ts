import { z } from 'zod';

const optionalId = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const CONSENT_VARIANTS = ['accept', 'accept-decline'] as const;
export type ConsentVariant = (typeof CONSENT_VARIANTS)[number];

const publicEnvSchema = z.object({
  NEXT_PUBLIC_API_HOST: z
    .union([z.literal(''), z.url()])
    .optional()
    .transform((value) => (value ?? '').replace(/\/+$/, '')),
  NEXT_PUBLIC_SITE_URL: z
    .url()
    .optional()
    .transform((value) => (value ?? 'http://localhost:3000').replace(/\/+$/, '')),
  NEXT_PUBLIC_GTM_ID: optionalId,
  NEXT_PUBLIC_META_PIXEL_ID: optionalId,
  NEXT_PUBLIC_TIKTOK_PIXEL_ID: optionalId,
  NEXT_PUBLIC_CONSENT_VARIANT: z
    .enum([...CONSENT_VARIANTS, ''])
    .optional()
    .transform((value): ConsentVariant => (value ? value : 'accept')),
  NEXT_PUBLIC_CONSENT_ACCEPT_ON_SCROLL: booleanFlag,
  NEXT_PUBLIC_SHOP_PHONE: optionalId,
  NEXT_PUBLIC_SHOP_EMAIL: optionalId,
  /** The demo shops' mock layer (MSW in the browser): on unless set to "disabled". */
  NEXT_PUBLIC_API_MOCKING: z
    .enum(['enabled', 'disabled', ''])
    .optional()
    .transform((value) => value !== 'disabled'),
});

export type PublicEnv = z.output<typeof publicEnvSchema>;

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const parsed = publicEnvSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid public environment variables:\n${details}`);
  }
  return parsed.data;
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
