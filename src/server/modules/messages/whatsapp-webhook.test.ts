import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { validWebhookSignature, verifyTokenMatches } from './whatsapp-signature';
import { deliveryReports } from './whatsapp-statuses';

const SECRET = 'app-secret';
const body = Buffer.from('{"entry":[]}');
const signed = (raw: Buffer, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

describe('validWebhookSignature', () => {
  it('takes the HMAC-SHA256 of the raw body with the app secret, hex in either case', () => {
    expect(validWebhookSignature(body, signed(body), SECRET)).toBe(true);
    expect(
      validWebhookSignature(body, signed(body).toUpperCase().replace('SHA256', 'sha256'), SECRET),
    ).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['another secret', signed(body, 'other')],
    ['another body', signed(Buffer.from('{"entry": []}'))],
    ['no prefix', signed(body).slice('sha256='.length)],
    ['sha1', signed(body).replace('sha256=', 'sha1=')],
    ['too short', signed(body).slice(0, -2)],
    ['not hex', `sha256=${'z'.repeat(64)}`],
  ])('refuses %s', (_name, header) => {
    expect(validWebhookSignature(body, header, SECRET)).toBe(false);
  });
});

describe('verifyTokenMatches', () => {
  it('is true for the same token only', () => {
    expect(verifyTokenMatches('verify-me', 'verify-me')).toBe(true);
    expect(verifyTokenMatches('verify-m', 'verify-me')).toBe(false);
    expect(verifyTokenMatches('', 'verify-me')).toBe(false);
    expect(verifyTokenMatches(undefined, 'verify-me')).toBe(false);
  });
});

describe('deliveryReports', () => {
  const payload = (statuses: unknown[]) => ({
    object: 'whatsapp_business_account',
    entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { statuses } }] }],
  });

  it('reads each status, with Meta’s code and title for a failed one', () => {
    expect(
      deliveryReports(
        payload([
          { id: 'wamid.A', status: 'delivered', timestamp: '1' },
          {
            id: 'wamid.B',
            status: 'failed',
            errors: [{ code: 131026, title: 'Message undeliverable' }],
          },
          { id: 'wamid.C', status: 'failed' },
        ]),
      ),
    ).toEqual([
      { id: 'wamid.A', status: 'delivered' },
      { id: 'wamid.B', status: 'failed', error: 'whatsapp: 131026 Message undeliverable' },
      { id: 'wamid.C', status: 'failed', error: 'whatsapp: failed (no reason given)' },
    ]);
  });

  it('skips what is not a status report and keeps the rest', () => {
    expect(deliveryReports(payload([{ id: 5 }, null, { id: 'wamid.D', status: 'read' }]))).toEqual([
      { id: 'wamid.D', status: 'read' },
    ]);
    expect(
      deliveryReports({ entry: [{ changes: [{ value: { messages: [{ id: 'x' }] } }] }] }),
    ).toEqual([]);
    expect(deliveryReports([])).toEqual([]);
    expect(deliveryReports('text')).toEqual([]);
  });
});
