import { describe, expect, it } from '@jest/globals';
import {
  auditMails,
  expectedMessageId,
  type ReceiptRow,
} from '../../../scripts/resilience/mail-verdict';

const receipt = (orderId: number, status = 'sent'): ReceiptRow => ({
  orderId,
  messageId: expectedMessageId(`order_placed:email:order:${orderId}`),
  status,
});
const rows = [receipt(1), receipt(2), receipt(3)];
const id = (orderId: number) => receipt(orderId).messageId;

describe('auditMails (npm run test:crash and test:cluster)', () => {
  it('passes when every acknowledged order’s receipt arrived once', () => {
    expect(auditMails([1, 2, 3], rows, [id(2), id(1), id(3)])).toEqual({
      problems: [],
      repeated: [],
    });
  });

  it('reports a receipt that never arrived, and one not marked sent', () => {
    const audit = auditMails(
      [1, 2, 3],
      [receipt(1), receipt(2, 'pending'), receipt(3)],
      [id(1), id(2)],
    );
    expect(audit.problems).toEqual([
      '1 receipts not marked sent',
      'order 3: its receipt never arrived',
    ]);
  });

  it('refuses a repeat, unless the mail server had accepted that mail before the kill', () => {
    const received = [id(1), id(2), id(3), id(2)];
    expect(auditMails([1, 2, 3], rows, received).problems).toEqual([
      'order 2: its receipt arrived 2 times',
    ]);
    expect(auditMails([1, 2, 3], rows, received, new Set([id(2)]))).toEqual({
      problems: [],
      repeated: [id(2)],
    });
  });

  it('reports an acknowledged order with no receipt row or two, and mails that are no receipt', () => {
    const audit = auditMails([1, 2, 4], [...rows, receipt(2)], [id(1), id(2), id(3), '<x@y>']);
    expect(audit.problems).toEqual([
      'order 2: 2 receipt rows in the outbox',
      'order 4: 0 receipt rows in the outbox',
      '1 mails that are no order receipt',
    ]);
  });

  it('names a receipt by the SHA-256 of its dedupe key, as the e-mail provider does', () => {
    expect(expectedMessageId('k')).toMatch(/^<[0-9a-f]{32}@dakahlia-poultry>$/);
    expect(expectedMessageId('k')).toBe(expectedMessageId('k'));
    expect(expectedMessageId('k')).not.toBe(expectedMessageId('l'));
  });
});
