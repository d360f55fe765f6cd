import { defineRoute } from '@/server/http/define-route';
import { outboxPage } from '@/server/notify/outbox-reader';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const adminOutbox = defineRoute('adminOutbox', {
  summary:
    'Admins only: the messages the shop sent, newest first (`?recipient=` narrows). Reset PINs for accounts without e-mail wait here to be sent by hand; a PIN shows only while it can be used (10 minutes, not yet used, not replaced, fewer than 5 wrong tries), then as ••••••.',
  async handle({ db, paging, query }) {
    const { rows, total } = await outboxPage(db, {
      limit: paging.limit,
      offset: paging.offset,
      recipient: query.recipient,
    });
    return {
      results: rows.map((row) => ({
        ...row,
        created_at: new Date(row.created_at).toISOString(),
        delivered_at: iso(row.delivered_at),
      })),
      total,
    };
  },
});
