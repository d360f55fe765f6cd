import { renderHook } from '@testing-library/react';
import { useLatch } from './use-latch';

describe('useLatch', () => {
  it('stays off until first on, then stays on', () => {
    const { result, rerender } = renderHook(({ on }) => useLatch(on), {
      initialProps: { on: false },
    });
    expect(result.current).toBe(false);
    rerender({ on: true });
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(true);
  });

  it('is on from the first render when asked at once', () => {
    const { result } = renderHook(() => useLatch(true));
    expect(result.current).toBe(true);
  });
});
