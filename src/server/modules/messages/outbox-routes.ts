import { AppError } from '@/server/errors/app-error';
import { defineRoute } from '@/server/http/define-route';
import {
  findOutboxMessage,
  handMessagesPage,
  markHandMessageSent,
  outboxPage,
  retryOutboxMessage,
} from '@/server/notify';

export const adminOutbox = defineRoute('adminOutbox', {
  summary:
    'Admins only: every message the shop sent or has to send, newest first, filtered by `status`, `channel`, `order_id` (or `recipient`, the full address or number). Recipients are masked; a reset PIN shows only while it can be used (10 minutes, not yet used, not replaced, fewer than 5 wrong tries), then as ••••••.',
  async handle({ db, paging, query }) {
    const { rows, total } = await outboxPage(
      db,
      {
        status: query.status,
        channel: query.channel,
        orderId: query.order_id,
        recipient: query.recipient,
      },
      paging,
    );
    return { results: rows, total };
  },
});

export const adminOutboxRetry = defineRoute('adminOutboxRetry', {
  summary:
    'Admins only: sends a failed message again (pending, due now, attempts counted afresh). 404 for an unknown id, 409 for a message that has not failed.',
  async handle({ db, params }) {
    const row = await retryOutboxMessage(db, params.id);
    if (row) return { results: row };
    if (!(await findOutboxMessage(db, params.id))) throw AppError.notFound('error.not_found');
    throw new AppError('conflict', { message: 'error.message_not_failed' });
  },
});

export const adminHandMessages = defineRoute('adminHandMessages', {
  summary:
    'Staff: the messages no configured provider can send (a shop without an SMS or WhatsApp contract), newest first, each with `send_link`: a wa.me link that opens the text in the shop’s own WhatsApp, or a mailto: link. A phone-only shopper’s reset PIN waits here while it can be used.',
  async handle({ db, paging }) {
    const { rows, total } = await handMessagesPage(db, paging);
    return { results: rows, total };
  },
});

export const adminHandMessageSent = defineRoute('adminHandMessageSent', {
  summary:
    'Staff: marks a waiting message as sent by hand (after sending it from the shop’s WhatsApp or mail). 404 when it is not a message waiting to be sent.',
  async handle({ db, params, user }) {
    const row = await markHandMessageSent(db, params.id, user.userId);
    if (!row) throw AppError.notFound('error.message_not_found');
    return { results: row };
  },
});
