import { z } from 'zod';
import { toWhatsAppDigits } from '@/contracts/phone';

export const CONTACT_TYPES = [
  'whatsapp',
  'phone',
  'email',
  'facebook',
  'instagram',
  'tiktok',
  'address',
] as const;

export const contactSchema = z.object({
  id: z.number().int(),
  type: z.enum(CONTACT_TYPES),
  value: z.string().min(1),
  label: z.string(),
});

export type Contact = z.infer<typeof contactSchema>;

type ContactType = (typeof CONTACT_TYPES)[number];

/** The hosts a social contact may link to (the page's own site, as a shopper taps it). */
const SOCIAL_HOSTS: Partial<Record<ContactType, readonly string[]>> = {
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  tiktok: ['tiktok.com'],
};

function isSocialLink(value: string, hosts: readonly string[]): boolean {
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return (
      url.protocol === 'https:' &&
      hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
    );
  } catch {
    return false;
  }
}

const EMAIL_SHAPE = z.email();

type ContactValueProblem =
  | 'validation.invalid_whatsapp'
  | 'validation.invalid_shop_phone'
  | 'validation.invalid_email'
  | 'validation.invalid_social_link';

/**
 * Why `value` cannot be a contact of `type` (a validation key), or undefined when it can: the
 * contact page turns it into a link (tel:, wa.me, mailto:, the network's page), which must
 * work when a shopper taps it. An address is free text.
 */
export function contactValueProblem(
  type: ContactType,
  value: string,
): ContactValueProblem | undefined {
  const trimmed = value.trim();
  if (type === 'whatsapp') {
    return toWhatsAppDigits(trimmed) ? undefined : 'validation.invalid_whatsapp';
  }
  if (type === 'phone') {
    return /^\d{6,15}$/.test(trimmed) ? undefined : 'validation.invalid_shop_phone';
  }
  if (type === 'email') {
    return EMAIL_SHAPE.safeParse(trimmed).success ? undefined : 'validation.invalid_email';
  }
  const hosts = SOCIAL_HOSTS[type];
  if (hosts && !isSocialLink(trimmed, hosts)) return 'validation.invalid_social_link';
  return undefined;
}
