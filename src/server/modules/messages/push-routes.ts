import { defineRoute } from '@/server/http/define-route';
import { subscribePush, unsubscribePush } from './push-service';

export const userPushSubscribe = defineRoute('userPushSubscribe', {
  summary:
    'Keeps this browser’s push subscription (`endpoint`: https, at most 2048 characters; `keys`: base64url, `p256dh` 65 bytes, `auth` 16) for the caller, who then gets their order updates as notifications. The same endpoint again replaces what was kept (keys, topics, owner). `replaces` (optional): an endpoint of the caller’s that this one takes over on the same browser; it is forgotten, and without `topics` its topics carry over. `topics: ["new_orders"]` is for staff (403 for a shopper): an alert of each new order. At most 10 browsers per account, the oldest dropped.',
  async handle({ db, user, body }) {
    return { results: { id: await subscribePush(db, user, body) } };
  },
});

export const userPushUnsubscribe = defineRoute('userPushUnsubscribe', {
  summary:
    'Forgets this browser’s push subscription, if it is the caller’s (another account’s stays). Answers `{}` either way.',
  async handle({ db, user, body }) {
    await unsubscribePush(db, user.userId, body.endpoint);
    return { results: {} };
  },
});
