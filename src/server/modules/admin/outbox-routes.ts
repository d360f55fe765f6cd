import { z } from 'zod';
import { outboxMessageSchema } from '@/contracts/outbox';
import { defineRoute } from '@/server/http/define-route';
import { countOutbox, listOutbox } from '@/server/notify/outbox-repository';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const adminOutbox = defineRoute({
  method: 'GET',
  path: '/admin/outbox',
  auth: 'required',
  roles: ['admin'],
  summary:
    'Admins only: the messages the shop sent, newest first (`?recipient=` narrows). Reset PINs for accounts without e-mail wait here to be sent by hand.',
  list: { defaultLimit: 50 },
  query: z.object({ recipient: z.string().trim().max(254).optional() }),
  response: z.array(outboxMessageSchema),
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
