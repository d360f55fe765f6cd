import {
  notificationOf,
  registerPush,
  safeTarget,
  windowFor,
  type PushWorkerScope,
  type WindowLike,
} from './push';

const ORIGIN = 'https://shop.example';
const payload = (body: string) => ({ json: () => JSON.parse(body) as unknown, text: () => body });

describe('notificationOf', () => {
  it('shows the shop’s message: title, body, tag, and the page it links to', () => {
    const shown = notificationOf(
      payload(
        '{"title":"Order 12 is on its way","body":"Ahmed is bringing it","url":"/orders/12","tag":"abc"}',
      ),
      'shop.example',
    );
    expect(shown).toEqual({
      title: 'Order 12 is on its way',
      options: { body: 'Ahmed is bringing it', tag: 'abc', data: { url: '/orders/12' } },
    });
  });

  it('names the shop when the message has no title, and shows plain text as the body', () => {
    expect(notificationOf(payload('not json'), 'shop.example')).toEqual({
      title: 'shop.example',
      options: { body: 'not json', tag: undefined, data: { url: '/' } },
    });
    expect(notificationOf(null, 'shop.example').options.body).toBe('');
    expect(notificationOf(payload('{"title":7,"url":["x"]}'), 'h').title).toBe('h');
  });
});

describe('safeTarget', () => {
  it('keeps the shop’s own pages and sends anything else to the home page', () => {
    expect(safeTarget('/ar/orders/3', ORIGIN)).toBe(`${ORIGIN}/ar/orders/3`);
    expect(safeTarget(`${ORIGIN}/orders`, ORIGIN)).toBe(`${ORIGIN}/orders`);
    expect(safeTarget('https://evil.example/orders', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(safeTarget('javascript:alert(1)', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(safeTarget('//evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(safeTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

const tab = (url: string, controlled = true): WindowLike => ({
  url,
  focus: jest.fn(() => Promise.resolve()),
  ...(controlled ? { navigate: jest.fn(() => Promise.resolve(tab(url))) } : {}),
});

describe('windowFor', () => {
  it('brings forward a tab on the page, else takes a shop tab there, never one at checkout', () => {
    const onPage = tab(`${ORIGIN}/orders/3`);
    const home = tab(`${ORIGIN}/`);
    const checkout = tab(`${ORIGIN}/ar/checkout`);
    expect(windowFor([home, onPage], `${ORIGIN}/orders/3`)).toEqual({
      client: onPage,
      navigate: false,
    });
    expect(windowFor([checkout, home], `${ORIGIN}/orders/3`)).toEqual({
      client: home,
      navigate: true,
    });
    expect(windowFor([checkout], `${ORIGIN}/orders/3`)).toBeUndefined();
  });
});

function fakeScope(windows: WindowLike[]) {
  const listeners = new Map<string, (event: Event) => void>();
  const waits: Promise<unknown>[] = [];
  const scope = {
    location: { origin: ORIGIN, host: 'shop.example' },
    registration: { showNotification: jest.fn(() => Promise.resolve()) },
    clients: {
      matchAll: jest.fn(() => Promise.resolve(windows)),
      openWindow: jest.fn(() => Promise.resolve(null)),
    },
    addEventListener: (type: string, listener: (event: Event) => void) =>
      listeners.set(type, listener),
  } satisfies PushWorkerScope;
  registerPush(scope);
  const fire = async (type: string, fields: object) => {
    const event = Object.assign(new Event(type), fields, {
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    listeners.get(type)?.(event);
    await Promise.all(waits);
  };
  return { scope, fire };
}

describe('registerPush', () => {
  it('shows a push as a notification', async () => {
    const { scope, fire } = fakeScope([]);
    await fire('push', { data: payload('{"title":"New order","body":"#7","url":"/dashboard"}') });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('New order', {
      body: '#7',
      tag: undefined,
      data: { url: '/dashboard' },
    });
  });

  it('on a click closes the notification and opens its page, in a new tab when none fits', async () => {
    const navigate = jest.fn(() => Promise.resolve(tab(`${ORIGIN}/orders/3`)));
    const home = { ...tab(`${ORIGIN}/`), navigate };
    const { fire } = fakeScope([home]);
    const close = jest.fn();
    await fire('notificationclick', { notification: { data: { url: '/orders/3' }, close } });
    expect(close).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/orders/3`);

    const alone = fakeScope([tab(`${ORIGIN}/checkout`)]);
    await alone.fire('notificationclick', {
      notification: { data: { url: 'https://evil.example/' }, close },
    });
    expect(alone.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
