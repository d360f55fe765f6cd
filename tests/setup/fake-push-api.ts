/*
 * A browser's Push API for jsdom (which has none): service worker registrations with a
 * PushManager each, and the Notification permission. Subscriptions carry keys of the sizes
 * the shop accepts, on an FCM endpoint.
 */

export const FAKE_KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

let made = 0;

export class FakeSubscription {
  constructor(
    readonly endpoint: string,
    private readonly manager: FakePushManager,
  ) {}
  toJSON() {
    return { endpoint: this.endpoint, keys: FAKE_KEYS };
  }
  unsubscribe = (): Promise<boolean> => {
    this.manager.subscription = null;
    return Promise.resolve(true);
  };
}

export class FakePushManager {
  subscription: FakeSubscription | null = null;
  subscribeOptions: PushSubscriptionOptionsInit[] = [];
  getSubscription = () => Promise.resolve(this.subscription);
  subscribe = (options: PushSubscriptionOptionsInit) => {
    this.subscribeOptions.push(options);
    made += 1;
    this.subscription = new FakeSubscription(`https://fcm.googleapis.com/fcm/send/e${made}`, this);
    return Promise.resolve(this.subscription);
  };
}

export interface FakeRegistration {
  scope: string;
  active: { scriptURL: string };
  pushManager: FakePushManager;
  unregister: () => Promise<boolean>;
}

export interface FakePushApi {
  registrations: FakeRegistration[];
  registration(path: string): FakeRegistration | undefined;
  /** How many times the page asked for the permission (a prompt the person would see). */
  prompts: number;
}

export function installFakePushApi(options: {
  permission: NotificationPermission;
  /** What the prompt answers (default: granted). */
  answer?: NotificationPermission;
  /** Scope path → worker script path; the scope `/` is the page's `ready` one. */
  workers: Record<string, string>;
}): FakePushApi {
  const origin = window.location.origin;
  const api: FakePushApi = {
    registrations: [],
    registration: (path) => api.registrations.find((r) => r.scope === `${origin}${path}`),
    prompts: 0,
  };
  for (const [scope, script] of Object.entries(options.workers)) {
    const registration: FakeRegistration = {
      scope: `${origin}${scope}`,
      active: { scriptURL: `${origin}${script}` },
      pushManager: new FakePushManager(),
      unregister: () => {
        api.registrations = api.registrations.filter((r) => r !== registration);
        return Promise.resolve(true);
      },
    };
    api.registrations.push(registration);
  }
  const notification = {
    permission: options.permission,
    requestPermission: () => {
      api.prompts += 1;
      notification.permission = options.answer ?? 'granted';
      return Promise.resolve(notification.permission);
    },
  };
  const root = api.registration('/');
  Object.defineProperty(window, 'Notification', { configurable: true, value: notification });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: FakePushManager });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: root ? Promise.resolve(root) : new Promise(() => undefined),
      getRegistrations: () => Promise.resolve([...api.registrations]),
      getRegistration: () => Promise.resolve(api.registration('/')),
    },
  });
  return api;
}

export function removeFakePushApi(): void {
  for (const [target, name] of [
    [window, 'Notification'],
    [window, 'PushManager'],
    [navigator, 'serviceWorker'],
  ] as const) {
    Reflect.deleteProperty(target, name);
  }
}
