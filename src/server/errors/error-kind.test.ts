import { describe, expect, it, jest } from '@jest/globals';
import type * as AppErrorModule from './app-error';
import { AppError, isAppError } from './app-error';

/** An AppError made by another copy of the module, as another webpack runtime makes one. */
function appErrorFromAnotherCopy(): Error {
  let error: Error | undefined;
  jest.isolateModules(() => {
    const other = jest.requireActual<typeof AppErrorModule>('./app-error');
    error = new other.AppError('too_many_requests', { retryAfter: 30 });
  });
  if (!error) throw new Error('not made');
  return error;
}

describe('isAppError: recognised across copies of the class', () => {
  it('knows an AppError from another runtime, which instanceof does not', () => {
    const foreign = appErrorFromAnotherCopy();
    // eslint-disable-next-line no-restricted-syntax -- the hazard itself, shown
    expect(foreign instanceof AppError).toBe(false);
    expect(isAppError(foreign)).toBe(true);
    expect(isAppError(foreign) && foreign.code).toBe('too_many_requests');
  });

  it('is not fooled by look-alikes, and the mark stays out of JSON and logs', () => {
    const lookAlike = Object.assign(new Error('x'), { name: 'AppError', code: 'forbidden' });
    expect(isAppError(lookAlike)).toBe(false);
    expect(isAppError(null)).toBe(false);
    expect(isAppError('AppError')).toBe(false);
    const own = new AppError('forbidden');
    expect(isAppError(own)).toBe(true);
    expect(Object.keys(own)).not.toContain(expect.stringContaining('dakahlia'));
    expect(JSON.stringify(own)).not.toContain('dakahlia');
  });
});
