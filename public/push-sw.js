/*
 * The shop's push service worker (issue 40): shows the messages the shop sends by web push
 * and opens the page a message links to. Nothing else: no caching, no fetch handler.
 *
 * Registered only when someone turns push on (src/lib/notifications/web-push.ts), with the
 * scope /push/, a path no page has: the dashboard's mock API (public/mockServiceWorker.js)
 * holds the scope / and two workers cannot share a scope. Push events reach a worker whatever
 * its scope. Issue 41's offline service worker must absorb this one: handle the same two events,
 * then move the subscription (subscribe again from its own registration, POST
 * /api/user/push/subscribe, and unregister /push/).
 *
 * The payload is the one src/server/notify/providers/push-provider.ts encrypts:
 * {title, body, url, tag}; `tag` (the message's dedupe key) lets a repeat replace, not stack.
 */

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title =
    typeof message.title === 'string' && message.title ? message.title : self.location.host;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  // Only the shop's own pages: a payload cannot send someone elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // A tab already on that page comes forward; otherwise a new one opens it (navigate()
      // only works in tabs this worker controls, and with its scope it controls none).
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
