import { describe, expect, it } from '@jest/globals';
import type { OutgoingMessage } from './provider';
import { whatsAppRequestBody, whatsAppTemplateName } from './whatsapp-provider';

const message = (overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  channel: 'whatsapp',
  to: '01001234567',
  template: 'order_placed',
  locale: 'en',
  vars: { number: '1234', total: 1250.5, link: 'https://shop.example/en/orders/7' },
  reference: 'order_placed:order:7:whatsapp:01001234567',
  ...overrides,
});

const parameters = (body: ReturnType<typeof whatsAppRequestBody>) =>
  body.template.components[0]?.parameters.map((parameter) => parameter.text);

describe('whatsAppRequestBody', () => {
  it('is a template message named after the event, in the message’s language', () => {
    expect(whatsAppRequestBody(message(), '201001234567')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '201001234567',
      type: 'template',
      biz_opaque_callback_data: 'order_placed:order:7:whatsapp:01001234567',
      template: {
        name: 'order_placed',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: '1234' },
              { type: 'text', text: '1,250.5' },
              { type: 'text', text: 'https://shop.example/en/orders/7' },
            ],
          },
        ],
      },
    });
  });

  it('writes amounts as the Arabic text does (Arabic-Indic digits), the order number as it is', () => {
    const body = whatsAppRequestBody(
      message({ locale: 'ar', vars: { number: 'DP-261129-00012', total: 12500, link: 'l' } }),
      '2',
    );
    expect(body.template.language.code).toBe('ar');
    expect(parameters(body)).toEqual(['DP-261129-00012', '١٢٬٥٠٠', 'l']);
  });

  it('keeps a PIN in keypad digits and puts the values in the template’s order', () => {
    const body = whatsAppRequestBody(
      message({ template: 'pin', locale: 'ar', vars: { pin: '012345', name: 'منى' } }),
      '2',
    );
    expect(parameters(body)).toEqual(['منى', '012345']);
  });

  it('flattens line breaks and long runs of spaces, and never sends an empty value', () => {
    const body = whatsAppRequestBody(
      message({
        template: 'order_cancelled',
        vars: { number: '9', reason: 'out of\nstock     today', link: '' },
      }),
      '2',
    );
    expect(parameters(body)).toEqual(['9', 'out of stock today', '-']);
  });
});

describe('whatsAppTemplateName', () => {
  it('is the event, or the event and its variant for a changed contact', () => {
    expect(whatsAppTemplateName({ template: 'order_weighed', vars: {} })).toBe('order_weighed');
    expect(whatsAppTemplateName({ template: 'contact_changed', vars: { change: 'phone' } })).toBe(
      'contact_changed_phone',
    );
    expect(
      whatsAppTemplateName({ template: 'contact_changed', vars: { change: 'email_removed' } }),
    ).toBe('contact_changed_email_removed');
  });
});
