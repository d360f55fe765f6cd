import { defineRoute } from '@/server/http/define-route';
import { countOutbox, listOutbox } from '@/server/notify/outbox-repository';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const adminOutbox = defineRoute('adminOutbox', {
  summary:
    'Admins only: the messages the shop sent, newest first (`?recipient=` narrows). Reset PINs for accounts without e-mail wait here to be sent by hand.',
  async handle({ db, paging, query }) {
    const [rows, total] = await Promise.all([
      listOutbox(db, { limit: paging.limit, offset: paging.offset, recipient: query.recipient }),
      countOutbox(db, query.recipient),
    ]);
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
