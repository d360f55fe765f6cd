import { describe, expect, it } from '@jest/globals';
import type { Order } from '@/contracts/order';
import { orderFixture } from '@tests/setup/order-fixture';
import { mapLinks, mapQuery, telHref, whatsAppStopUrl } from './stop-links';

const address = (overrides: Partial<Order['address']> = {}): Order['address'] => ({
  ...orderFixture().address,
  ...overrides,
});

describe('the map links of a stop', () => {
  it('search building and street, city, zone and country; a city that is the zone once', () => {
    expect(mapQuery(address())).toBe('12 El Gomhoreya Street, Mansoura, Egypt');
    expect(mapQuery(address({ city: 'Talkha', area: 'Mansoura' }))).toBe(
      '12 El Gomhoreya Street, Talkha, Mansoura, Egypt',
    );
  });

  it('leave out floor, flat, landmark and empty parts', () => {
    const query = mapQuery(
      address({ building: '', floor: '3', apartment: '7', landmark: 'Next to the mosque' }),
    );
    expect(query).toBe('El Gomhoreya Street, Mansoura, Egypt');
  });

  it('open the phone’s map app (geo:) and Google Maps, the Arabic address encoded', () => {
    const links = mapLinks(
      address({ building: '٥', street: 'شارع الجلاء', city: 'المنصورة', area: 'توريل' }),
    );
    const query = encodeURIComponent('٥ شارع الجلاء, المنصورة, توريل, Egypt');
    expect(links).toEqual({
      app: `geo:0,0?q=${query}`,
      web: `https://www.google.com/maps/search/?api=1&query=${query}`,
    });
    expect(decodeURIComponent(new URL(links.web).searchParams.get('query') ?? '')).toBe(
      '٥ شارع الجلاء, المنصورة, توريل, Egypt',
    );
  });
});

describe('reaching the recipient', () => {
  it('dials the number as written, Arabic digits and spaces cleaned', () => {
    expect(telHref('01012345678')).toBe('tel:01012345678');
    expect(telHref('٠١٠ ١٢٣٤ ٥٦٧٨')).toBe('tel:01012345678');
    expect(telHref('+20 10 1234 5678')).toBe('tel:+201012345678');
  });

  it('opens WhatsApp on the Egyptian mobile with its country code, the message typed in', () => {
    expect(whatsAppStopUrl('01012345678', 'Hello Mona')).toBe(
      'https://wa.me/201012345678?text=Hello%20Mona',
    );
    expect(whatsAppStopUrl('٠١٠١٢٣٤٥٦٧٨', 'أهلًا')).toBe(
      `https://wa.me/201012345678?text=${encodeURIComponent('أهلًا')}`,
    );
  });

  it('has no WhatsApp link for a number that cannot be written internationally', () => {
    expect(whatsAppStopUrl('123', 'Hello')).toBeUndefined();
  });
});
