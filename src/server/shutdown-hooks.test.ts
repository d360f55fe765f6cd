import { describe, expect, it } from '@jest/globals';
import { onShutdown, shutdownHooks, SHUTDOWN_ORDER } from './shutdown-hooks';

describe('shutdown hooks', () => {
  it('run buffered writes before the database closes, whatever the order they registered in', () => {
    const noop = () => Promise.resolve();
    onShutdown({ name: 'database', order: SHUTDOWN_ORDER.closeDatabase, run: noop });
    onShutdown({ name: 'view-counter', order: SHUTDOWN_ORDER.flushWrites, run: noop });
    expect(shutdownHooks().map((hook) => hook.name)).toEqual(['view-counter', 'database']);
  });

  it('keep one hook per name when a module loads twice (Next bundles it per route)', async () => {
    const calls: string[] = [];
    onShutdown({ name: 'twice', order: 50, run: () => Promise.resolve(void calls.push('first')) });
    onShutdown({ name: 'twice', order: 50, run: () => Promise.resolve(void calls.push('second')) });
    const twice = shutdownHooks().filter((hook) => hook.name === 'twice');
    expect(twice).toHaveLength(1);
    await twice[0]?.run();
    expect(calls).toEqual(['second']);
  });
});
