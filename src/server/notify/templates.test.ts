import { describe, expect, it } from '@jest/globals';
import { renderMessage, templateParams } from './templates';
import { templatesAr } from './templates-ar';
import { templatesEn } from './templates-en';

const slots = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));

describe('message templates', () => {
  it('have the same slots in Arabic and English', () => {
    for (const [key, en] of Object.entries(templatesEn)) {
      const ar = templatesAr[key as keyof typeof templatesEn];
      expect([key, slots(ar.text)]).toEqual([key, slots(en.text)]);
      expect([key, slots(ar.subject)]).toEqual([key, slots(en.subject)]);
    }
  });

  it('write amounts in Arabic-Indic digits in Arabic and keep the order number, PIN and link as typed', () => {
    const vars = {
      name: 'منى',
      number: 'DP-261129-00012',
      total: 1234.5,
      link: 'https://shop.example/ar/orders/12',
    };
    const ar = renderMessage('order_weighed', 'ar', vars);
    expect(ar.text).toContain('١٬٢٣٤٫٥ جنيه');
    expect(ar.text).toContain('DP-261129-00012');
    expect(ar.text).toContain('https://shop.example/ar/orders/12');
    const en = renderMessage('order_weighed', 'en', vars);
    expect(en.text).toContain('1,234.5 EGP');
    expect(renderMessage('pin', 'ar', { name: 'منى', pin: '042917' }).text).toContain('042917');
  });

  it('writes a contact change the way it happened', () => {
    const phone = renderMessage('contact_changed', 'en', {
      name: 'Mona',
      change: 'phone',
      value: '010•••••678',
    });
    expect(phone.text).toContain('mobile number');
    const removed = renderMessage('contact_changed', 'ar', {
      name: 'منى',
      change: 'email_removed',
      value: '',
    });
    expect(removed.text).toContain('اتشال');
  });

  it('numbers WhatsApp template parameters in the order the English text uses them', () => {
    expect(templateParams('order_placed', {})).toEqual(['number', 'total', 'link']);
    expect(templateParams('order_cancelled', {})).toEqual(['number', 'reason', 'link']);
    expect(templateParams('contact_changed', { change: 'phone' })).toEqual(['name', 'value']);
  });
});
