import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { VISITOR_CACHES } from '@/lib/pwa/cache-names';

const signIn = jest.fn<(...args: unknown[]) => Promise<{ ok: boolean; error?: string }>>();
jest.mock('./next-auth-client', () => ({ signIn: (...args: unknown[]) => signIn(...args) }));

const deleted = jest.fn((name: string) => Promise.resolve(name.length > 0));

beforeEach(() => {
  signIn.mockReset();
  deleted.mockClear();
  Object.defineProperty(globalThis, 'caches', { value: { delete: deleted }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'caches');
});

describe('signInToShop', () => {
  it("drops the pages the worker kept once signed in (the last visitor's, or signed-out copies)", async () => {
    const { signInToShop } = await import('./sign-in');
    signIn.mockResolvedValue({ ok: true });
    await signInToShop({ username: 'mona@example.com', password: 'secret-1' }, '/profile');
    expect(signIn).toHaveBeenCalledWith('credentials', {
      username: 'mona@example.com',
      password: 'secret-1',
      callbackUrl: '/profile',
      redirect: false,
    });
    expect(deleted.mock.calls.map(([name]) => name).sort()).toEqual([...VISITOR_CACHES].sort());
  });

  it('keeps them when the sign-in is refused', async () => {
    const { signInToShop } = await import('./sign-in');
    signIn.mockResolvedValue({ ok: false, error: 'CredentialsSignin' });
    const result = await signInToShop({ username: 'mona@example.com', password: 'wrong' }, '/');
    expect(result).toEqual({ ok: false, error: 'CredentialsSignin' });
    expect(deleted).not.toHaveBeenCalled();
  });
});
