import { apiClient } from '@/lib/api/api-client';

/*
 * POST /user/push/subscribe and /user/push/unsubscribe (api-contract.md, Version 3: Messages).
 * Their routes (userPushSubscribe, userPushUnsubscribe) come with branch notify-sms-push, not
 * yet in this branch's table: until both are merged these two go through the one HTTP client
 * by the contract's paths. After the merge each becomes `call('userPushSubscribe', { body })`
 * and `call('userPushUnsubscribe', { body: { endpoint } })` (src/lib/api/call.ts).
 */

/** What POST /user/push/subscribe takes: PushSubscription.toJSON()'s endpoint and keys. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Staff: `new_orders` brings an alert of each new order. */
  topics?: 'new_orders'[];
}

export async function sendPushSubscription(body: PushSubscriptionBody): Promise<void> {
  await apiClient.post('/user/push/subscribe', body);
}

export async function forgetPushSubscription(endpoint: string): Promise<void> {
  await apiClient.post('/user/push/unsubscribe', { endpoint });
}
