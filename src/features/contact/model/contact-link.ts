import type { Contact } from '@/contracts/contact';
import { toAsciiDigits, whatsAppUrl } from '@/contracts/phone';

export type ContactLink = {
  href: string;
  /** Opens another site (a new tab); tel: and mailto: hand over to the phone's own apps. */
  external: boolean;
};

/** tel: keeps only what a dialler understands: digits and a leading +. */
export function telHref(phone: string): string | undefined {
  const ascii = toAsciiDigits(phone.trim());
  const digits = ascii.replace(/\D/g, '');
  if (digits.length < 5) return undefined;
  return `tel:${ascii.startsWith('+') ? '+' : ''}${digits}`;
}

export function mailtoHref(email: string): string | undefined {
  const address = email.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? `mailto:${address}` : undefined;
}

/** Only http(s) addresses become links: a stored value must never run script. */
function webHref(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export function mapsHref(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Where a contact entry leads, or undefined when its value is not usable as a link. */
export function contactLink(contact: Contact): ContactLink | undefined {
  const internal = (href: string | undefined) => (href ? { href, external: false } : undefined);
  const external = (href: string | undefined) => (href ? { href, external: true } : undefined);
  switch (contact.type) {
    case 'phone':
      return internal(telHref(contact.value));
    case 'email':
      return internal(mailtoHref(contact.value));
    case 'whatsapp':
      return external(whatsAppUrl(contact.value));
    case 'address':
      return external(mapsHref(contact.value));
    case 'facebook':
    case 'instagram':
    case 'tiktok':
      return external(webHref(contact.value));
  }
}
