import type { PushSubscribeBody } from '@/contracts/push';
import { call } from '@/lib/api/call';

/** POST /user/push/subscribe: this browser's subscription (PushSubscription.toJSON()). */
export async function sendPushSubscription(body: PushSubscribeBody): Promise<void> {
  await call('userPushSubscribe', { body });
}

/** POST /user/push/unsubscribe: the shop stops sending to this browser. */
export async function forgetPushSubscription(endpoint: string): Promise<void> {
  await call('userPushUnsubscribe', { body: { endpoint } });
}
