import { call } from '@/lib/api/call';
import { forgetPushSubscription, sendPushSubscription } from './push-calls';
import { pushSupported } from './push-support';
import { shopSubscription, subscriptionBody } from './web-push';

/*
 * Issue 40's push worker (public/push-sw.js, scope /push/) gives way to the shop's worker:
 * a browser subscribed there is subscribed again through the shop's worker on its next visit,
 * with no new prompt (the permission belongs to the site, not the worker), and the shop
 * moves its topics to the new endpoint and forgets the old one (POST subscribe `replaces`).
 * Only then is the old subscription dropped and its worker unregistered: a visit that fails
 * half-way (signed out, offline) leaves the old one working, to be moved next time.
 */

const OLD_SCOPE_PATH = '/push/';

export type MoveOutcome = 'none' | 'moved' | 'retired' | 'kept';

async function oldRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  return registrations.find(
    (registration) => new URL(registration.scope).pathname === OLD_SCOPE_PATH,
  );
}

async function move(old: ServiceWorkerRegistration): Promise<MoveOutcome> {
  const subscription = await old.pushManager.getSubscription();
  if (subscription && Notification.permission === 'granted') {
    const prefs = (await call('userNotifications', {})).results;
    if (prefs.push_key) {
      const moved = await shopSubscription(prefs.push_key);
      const body = moved && subscriptionBody(moved);
      // No shop worker yet (refused, or still installing): keep the old one for next time.
      if (!body) return 'kept';
      await sendPushSubscription({ ...body, replaces: subscription.endpoint });
    } else {
      // The shop sends no push any more: nothing to move, only to forget.
      await forgetPushSubscription(subscription.endpoint);
    }
    await subscription.unsubscribe();
    await old.unregister();
    return prefs.push_key ? 'moved' : 'retired';
  }
  // Nothing live there (or the person withdrew the permission): the old worker only goes.
  if (subscription) await subscription.unsubscribe();
  await old.unregister();
  return 'retired';
}

let moving: Promise<MoveOutcome> | undefined;

/** Moves this browser's push off the old worker, once per page; safe to call from anywhere. */
export function movePushToShopWorker(): Promise<MoveOutcome> {
  if (!pushSupported()) return Promise.resolve('none');
  moving ??= oldRegistration()
    .then((old) => (old ? move(old) : 'none'))
    .catch((): MoveOutcome => 'kept')
    .then((outcome) => {
      // Kept for later: a sign-in on this page may let the next call through.
      if (outcome === 'kept') moving = undefined;
      return outcome;
    });
  return moving;
}

/** Tests only: forgets the page's attempt. */
export function resetPushMoveForTests(): void {
  moving = undefined;
}
