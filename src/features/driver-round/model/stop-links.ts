import type { Order } from '@/contracts/order';
import { toAsciiDigits, toWhatsAppDigits } from '@/contracts/phone';

type Address = Order['address'];

/**
 * The country a maps search is held to: street names repeat across the Arab world, and a
 * search for "El Gomhoreya Street, Mansoura" alone may land in another country.
 */
const COUNTRY = 'Egypt';

/**
 * The address as a maps search reads it: building and street, city, zone, country. Floor and
 * flat mean nothing to a map, and the landmark (shown large on the card) tends to send the
 * search to the landmark's own namesakes. A part equal to the one before (a city that is
 * also the zone) is said once.
 */
export function mapQuery(address: Address): string {
  const parts = [
    [address.building, address.street]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' '),
    address.city.trim(),
    address.area.trim(),
    COUNTRY,
  ];
  return parts
    .filter((part, index) => part !== '' && part.toLowerCase() !== parts[index - 1]?.toLowerCase())
    .join(', ');
}

/**
 * The address in the phone's own map app (Android's `geo:` URI opens its chooser) and on
 * Google Maps in the browser, for phones that do not know `geo:` (iPhones).
 */
export function mapLinks(address: Address): { app: string; web: string } {
  const query = encodeURIComponent(mapQuery(address));
  return {
    app: `geo:0,0?q=${query}`,
    web: `https://www.google.com/maps/search/?api=1&query=${query}`,
  };
}

/** A `tel:` link to dial as written: ASCII digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  return `tel:${toAsciiDigits(phone).replace(/[^\d+]/g, '')}`;
}

/**
 * A WhatsApp chat with the recipient (https://wa.me/20…, an Egyptian mobile written
 * nationally gets its country code), the message typed in; undefined when the number cannot
 * be written internationally, and the button is left out.
 */
export function whatsAppStopUrl(phone: string, text: string): string | undefined {
  const digits = toWhatsAppDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : undefined;
}
