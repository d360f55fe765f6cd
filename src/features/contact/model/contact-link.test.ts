import { describe, expect, it } from '@jest/globals';
import type { Contact } from '@/contracts/contact';
import { contactLink, mailtoHref, mapsHref, telHref } from './contact-link';

const entry = (type: Contact['type'], value: string): Contact => ({
  id: 1,
  type,
  value,
  label: 'x',
});

describe('contactLink', () => {
  it('phones dial, e-mails open mail, both in the same tab', () => {
    expect(contactLink(entry('phone', '050 224 5810'))).toEqual({
      href: 'tel:0502245810',
      external: false,
    });
    expect(contactLink(entry('email', 'orders@shop.example'))).toEqual({
      href: 'mailto:orders@shop.example',
      external: false,
    });
  });

  it('WhatsApp goes to wa.me with the international number', () => {
    expect(contactLink(entry('whatsapp', '01001234567'))).toEqual({
      href: 'https://wa.me/201001234567',
      external: true,
    });
  });

  it('social links must be http(s)', () => {
    expect(contactLink(entry('facebook', 'https://www.facebook.com/shop'))?.href).toBe(
      'https://www.facebook.com/shop',
    );
    expect(contactLink(entry('instagram', 'javascript:alert(1)'))).toBeUndefined();
    expect(contactLink(entry('tiktok', 'not a url'))).toBeUndefined();
  });

  it('an address opens a map search', () => {
    expect(contactLink(entry('address', 'El Gomhoreya St., Mansoura'))?.href).toBe(
      mapsHref('El Gomhoreya St., Mansoura'),
    );
  });
});

describe('telHref / mailtoHref', () => {
  it('normalises Arabic-Indic digits and keeps a leading +', () => {
    expect(telHref('٠١٠٠ ١٢٣ ٤٥٦٧')).toBe('tel:01001234567');
    expect(telHref('+20 100 123 4567')).toBe('tel:+201001234567');
    expect(telHref('call us')).toBeUndefined();
  });

  it('refuses what is not an e-mail address', () => {
    expect(mailtoHref('nobody')).toBeUndefined();
  });
});
