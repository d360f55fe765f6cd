import type { PUSH_TOPICS } from '@/contracts/message-constants';
import { forgetPushSubscription, sendPushSubscription } from './push-calls';
import { pushSupported } from './push-support';
import { pushWorker } from './push-worker';

/*
 * This browser's web push subscription, through the shop's service worker (push-worker.ts).
 * Asked for only when someone turns push on (the permission prompt must follow their tap).
 * Loaded with import() by the switches that use it: no page carries it in its first load.
 */

export type PushTopic = (typeof PUSH_TOPICS)[number];

export type PushOutcome = 'subscribed' | 'denied' | 'unsupported';

/** The VAPID key as the Push API takes it (the shop sends it base64url, RFC 8292). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The browser's subscription as the shop keeps it; undefined when the browser gave no keys. */
export function subscriptionBody(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return undefined;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Subscribes the shop's worker (again: an existing subscription is reused) with the key. */
export async function shopSubscription(pushKey: string): Promise<PushSubscription | undefined> {
  const registration = await pushWorker();
  if (!registration) return undefined;
  return (
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(pushKey),
    }))
  );
}

/** Whether this browser is subscribed now (with the shop's worker). */
export async function thisBrowserSubscribed(): Promise<boolean> {
  const registration = await pushWorker();
  return Boolean(await registration?.pushManager.getSubscription());
}

/**
 * Asks the browser's permission, subscribes it with the shop's key and tells the shop
 * (POST /user/push/subscribe; subscribing again updates the topics). Staff pass
 * `new_orders` to hear of each new order.
 */
export async function subscribeThisBrowser(
  pushKey: string,
  topics?: PushTopic[],
): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const subscription = await shopSubscription(pushKey);
  const body = subscription && subscriptionBody(subscription);
  if (!body) return 'unsupported';
  await sendPushSubscription({ ...body, topics });
  return 'subscribed';
}

/** Stops push to this browser: the shop forgets the subscription, then the browser drops it. */
export async function unsubscribeThisBrowser(): Promise<void> {
  const registration = await pushWorker();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await forgetPushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
