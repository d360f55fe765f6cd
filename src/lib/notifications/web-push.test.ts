import { afterEach, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { FAKE_KEYS, installFakePushApi, removeFakePushApi } from '@tests/setup/fake-push-api';
import { recordPosts } from '@tests/setup/record-posts';
import { movePushToShopWorker, resetPushMoveForTests } from './push-migration';
import { subscribeThisBrowser, thisBrowserSubscribed, unsubscribeThisBrowser } from './web-push';

const KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ok = (results: unknown) => HttpResponse.json({ success: true, message: 'OK', results });

function serveShop(pushKey: string | null = KEY) {
  server.use(
    http.get('*/api/user/notifications', () =>
      ok({ channels: { sms: true, whatsapp: false, email: null, push: true }, push_key: pushKey }),
    ),
    http.post('*/api/user/push/subscribe', () => ok({ id: 1 })),
    http.post('*/api/user/push/unsubscribe', () => ok({})),
  );
}

afterEach(() => {
  removeFakePushApi();
  resetPushMoveForTests();
});

describe('push through the shop’s worker', () => {
  it('asks first, subscribes the shop’s worker with the shop’s key and tells the shop', async () => {
    const api = installFakePushApi({ permission: 'default', workers: { '/': '/sw.js' } });
    serveShop();
    const posts = recordPosts('/api/user/push/subscribe');
    expect(await thisBrowserSubscribed()).toBe(false);
    expect(await subscribeThisBrowser(KEY, ['new_orders'])).toBe('subscribed');
    expect(api.prompts).toBe(1);
    const shop = api.registration('/')?.pushManager;
    expect(shop?.subscribeOptions[0]?.userVisibleOnly).toBe(true);
    expect(shop?.subscribeOptions[0]?.applicationServerKey).toHaveLength(65);
    expect(posts).toEqual([
      { endpoint: shop?.subscription?.endpoint, keys: FAKE_KEYS, topics: ['new_orders'] },
    ]);
    expect(await thisBrowserSubscribed()).toBe(true);
  });

  it('subscribes nothing when the person refuses, or without the shop’s worker', async () => {
    const api = installFakePushApi({
      permission: 'default',
      answer: 'denied',
      workers: { '/': '/sw.js' },
    });
    expect(await subscribeThisBrowser(KEY)).toBe('denied');
    expect(api.registration('/')?.pushManager.subscription).toBeNull();
    removeFakePushApi();
    installFakePushApi({ permission: 'granted', workers: { '/': '/mockServiceWorker.js' } });
    expect(await subscribeThisBrowser(KEY)).toBe('unsupported');
  });

  it('unsubscribes: the shop forgets the endpoint, then the browser drops it', async () => {
    const api = installFakePushApi({ permission: 'granted', workers: { '/': '/sw.js' } });
    serveShop();
    await subscribeThisBrowser(KEY);
    const endpoint = api.registration('/')?.pushManager.subscription?.endpoint;
    const posts = recordPosts('/api/user/push/unsubscribe');
    await unsubscribeThisBrowser();
    expect(posts).toEqual([{ endpoint }]);
    expect(await thisBrowserSubscribed()).toBe(false);
  });
});

describe('moving push off the old /push/ worker', () => {
  it('resubscribes through the shop’s worker without a prompt, and retires the old one', async () => {
    const api = installFakePushApi({
      permission: 'granted',
      workers: { '/': '/sw.js', '/push/': '/push-sw.js' },
    });
    const old = api.registration('/push/')?.pushManager;
    const oldEndpoint = (await old?.subscribe({ userVisibleOnly: true }))?.endpoint;
    serveShop();
    const posts = recordPosts('/api/user/push/subscribe');
    expect(await movePushToShopWorker()).toBe('moved');
    const moved = api.registration('/')?.pushManager.subscription?.endpoint;
    expect(moved).toBeDefined();
    expect(posts).toEqual([{ endpoint: moved, keys: FAKE_KEYS, replaces: oldEndpoint }]);
    expect(api.prompts).toBe(0);
    expect(old?.subscription).toBeNull();
    expect(api.registration('/push/')).toBeUndefined();
  });

  it('keeps the old subscription when the shop cannot be told (signed out, offline)', async () => {
    const api = installFakePushApi({
      permission: 'granted',
      workers: { '/': '/sw.js', '/push/': '/push-sw.js' },
    });
    await api.registration('/push/')?.pushManager.subscribe({ userVisibleOnly: true });
    server.use(
      http.get('*/api/user/notifications', () =>
        HttpResponse.json({ success: false, message: 'Sign in' }, { status: 401 }),
      ),
    );
    expect(await movePushToShopWorker()).toBe('kept');
    expect(api.registration('/push/')?.pushManager.subscription).not.toBeNull();
  });

  it('only unregisters an old worker that holds no subscription; nothing to do without one', async () => {
    const api = installFakePushApi({
      permission: 'granted',
      workers: { '/': '/sw.js', '/push/': '/push-sw.js' },
    });
    expect(await movePushToShopWorker()).toBe('retired');
    expect(api.registration('/push/')).toBeUndefined();
    resetPushMoveForTests();
    expect(await movePushToShopWorker()).toBe('none');
  });
});
