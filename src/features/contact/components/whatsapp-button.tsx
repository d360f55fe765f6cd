import dynamic from 'next/dynamic';
import type { Locale } from '@/lib/i18n/locales';
import { whatsAppUrl } from '@/contracts/phone';
import { useShopFacts } from '@/lib/shop-facts/shop-facts-context';

// A floating extra, not part of the page's content: its code can load after the page is up.
const WhatsAppFab = dynamic(() => import('./whatsapp-fab'), { ssr: false });

/** Shown only when the shop's contact list has a WhatsApp entry with a usable number. */
export function WhatsAppButton({ locale }: { locale: Locale }) {
  // The page's own copy of the shop's facts (server rendered): no call of its own.
  const entry = useShopFacts(locale)?.contacts.find((contact) => contact.type === 'whatsapp');
  const href = entry ? whatsAppUrl(entry.value) : undefined;
  return href ? <WhatsAppFab href={href} /> : null;
}
