import { describe, expect, it } from '@jest/globals';
import { internationalNumber, maskRecipient } from './outbox-view';

describe('outbox view', () => {
  it('masks every kind of recipient', () => {
    expect(maskRecipient('sms', '01012345678')).toBe('010•••••678');
    expect(maskRecipient('email', 'mona.adel@example.com')).toBe('mo•••@example.com');
    expect(maskRecipient('push', 'https://fcm.googleapis.com/fcm/send/abc123')).toBe(
      'fcm.googleapis.com/•••',
    );
    expect(maskRecipient('push', 'not a url')).toBe('•••');
  });

  it('writes Egyptian numbers as wa.me wants them', () => {
    expect(internationalNumber('01012345678')).toBe('201012345678');
    expect(internationalNumber('+20 101 234 5678')).toBe('201012345678');
  });
});
