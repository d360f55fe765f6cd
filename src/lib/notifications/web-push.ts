import type { PUSH_TOPICS } from '@/contracts/message-constants';
import { forgetPushSubscription, sendPushSubscription } from './push-calls';

/*
 * This browser's web push subscription: asked for only when someone turns push on (the
 * permission prompt must follow their tap), through the shop's push service worker
 * (public/push-sw.js, registered at that moment, never on page load).
 */

type PushTopic = (typeof PUSH_TOPICS)[number];

const WORKER_URL = '/push-sw.js';
/** Not `/`: the dashboard's mock API worker holds that scope (see public/push-sw.js). */
const WORKER_SCOPE = '/push/';

export type PushOutcome = 'subscribed' | 'denied' | 'unsupported';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key as the Push API takes it (the shop sends it base64url, RFC 8292). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether this browser is subscribed now (with the shop's worker). */
export async function thisBrowserSubscribed(): Promise<boolean> {
  if (!pushSupported()) return false;
  const registration = await navigator.serviceWorker.getRegistration(WORKER_SCOPE);
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
  const registration = await navigator.serviceWorker.register(WORKER_URL, {
    scope: WORKER_SCOPE,
  });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(pushKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return 'unsupported';
  await sendPushSubscription({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, topics });
  return 'subscribed';
}

/** Stops push to this browser: the shop forgets the subscription, then the browser drops it. */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration(WORKER_SCOPE);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await forgetPushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
