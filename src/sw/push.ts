/*
 * Web push in the shop's service worker (issue 41; it replaces issue 40's public/push-sw.js,
 * which lived at the scope /push/ because MSW held /). Shows the messages the shop sends and
 * opens the page a message links to. The payload is the one
 * src/server/notify/providers/push-provider.ts encrypts: {title, body, url, tag}; `tag` (the
 * message's dedupe key) makes a repeat replace the first instead of stacking.
 *
 * The decisions are pure functions (tested in push.test.ts); registerPush only wires them to
 * the worker's events. The scope type is structural so that this file type-checks with the
 * page's DOM library as well as with the worker's.
 */

export interface PushPayloadData {
  json(): unknown;
  text(): string;
}

export interface ShownNotification {
  title: string;
  options: { body: string; tag?: string; data: { url: string } };
}

export interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

interface PushEventLike extends Event {
  data: PushPayloadData | null;
  waitUntil(promise: Promise<unknown>): void;
}

interface NotificationClickLike extends Event {
  notification: { data?: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushWorkerScope {
  location: { origin: string; host: string };
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: string, listener: (event: Event) => void): void;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/** The notification a push message asks for; a payload that is not JSON is shown as its text. */
export function notificationOf(data: PushPayloadData | null, host: string): ShownNotification {
  let message: Record<string, unknown> = {};
  try {
    const parsed = data ? data.json() : {};
    if (typeof parsed === 'object' && parsed !== null) message = parsed as Record<string, unknown>;
  } catch {
    message = { body: data ? data.text() : '' };
  }
  return {
    title: text(message.title) ?? host,
    options: {
      body: typeof message.body === 'string' ? message.body : '',
      tag: text(message.tag),
      data: { url: text(message.url) ?? '/' },
    },
  };
}

/** Only the shop's own pages: a payload cannot send someone elsewhere (nor to javascript:). */
export function safeTarget(url: unknown, origin: string): string {
  try {
    const target = new URL(text(url) ?? '/', origin);
    if (target.origin === origin) return target.href;
  } catch {
    // Falls through to the home page: a malformed link still opens the shop.
  }
  return `${origin}/`;
}

/**
 * Which open tab a click uses: one already on the page comes forward; else a tab of the shop
 * this worker controls is taken there, unless it is at the checkout (a half-filled form is
 * worth more than a notification); else none, and a new tab opens.
 */
export function windowFor<W extends WindowLike>(
  windows: readonly W[],
  url: string,
): { client: W; navigate: boolean } | undefined {
  const open = windows.find((client) => client.url === url);
  if (open) return { client: open, navigate: false };
  const spare = windows.find(
    (client) =>
      typeof client.navigate === 'function' &&
      !/\/checkout(?:[/?#]|$)/.test(new URL(client.url).pathname),
  );
  return spare ? { client: spare, navigate: true } : undefined;
}

async function openTarget(scope: PushWorkerScope, data: unknown): Promise<unknown> {
  const link =
    typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  const url = safeTarget(link, scope.location.origin);
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const chosen = windowFor(windows, url);
  if (!chosen) return scope.clients.openWindow(url);
  // navigate() resolves to null when the page left the worker's control: open a tab instead.
  if (chosen.navigate && chosen.client.navigate) {
    const moved = await chosen.client.navigate(url).catch(() => null);
    return moved ? (moved as WindowLike).focus() : scope.clients.openWindow(url);
  }
  return chosen.client.focus();
}

/** Wires push and notificationclick; shop-worker.ts calls it once, at the worker's start. */
export function registerPush(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    const push = event as PushEventLike;
    const { title, options } = notificationOf(push.data, scope.location.host);
    push.waitUntil(scope.registration.showNotification(title, options));
  });
  scope.addEventListener('notificationclick', (event) => {
    const click = event as NotificationClickLike;
    click.notification.close();
    click.waitUntil(openTarget(scope, click.notification.data));
  });
}
