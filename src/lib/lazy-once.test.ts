import { describe, expect, it, jest } from '@jest/globals';
import { lazyOnce } from './lazy-once';

describe('lazyOnce', () => {
  it('loads once and gives every caller the same result', async () => {
    const load = jest.fn(() => Promise.resolve({ loaded: true }));
    const get = lazyOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = jest
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue('loaded');
    const get = lazyOnce(load);
    await expect(get()).rejects.toThrow('chunk failed');
    await expect(get()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
