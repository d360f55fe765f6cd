import dynamic from 'next/dynamic';
import type { Locale } from '@/lib/i18n/locales';
import { whatsAppUrl } from '@/lib/phone';
import { useAppContacts } from '../api/get-app-contacts';

// The contacts arrive after the page is up, so the button's code can too.
const WhatsAppFab = dynamic(() => import('./whatsapp-fab'), { ssr: false });

/** Shown only when the shop's contact list has a WhatsApp entry with a usable number. */
export function WhatsAppButton({ locale }: { locale: Locale }) {
  const { data } = useAppContacts(locale);
  const entry = data?.find((contact) => contact.type === 'whatsapp');
  const href = entry ? whatsAppUrl(entry.value) : undefined;
  return href ? <WhatsAppFab href={href} /> : null;
}
