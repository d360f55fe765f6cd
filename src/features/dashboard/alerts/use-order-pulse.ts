import { useEffect, useState } from 'react';
import type { OrderPulse } from '@/contracts/order-pulse';
import { call } from '@/lib/api/call';

/** Asked this often while the dashboard is on screen: a new order shows within about a second. */
export const PULSE_VISIBLE_MS = 1_000;
/** In a background tab (the title still counts new orders); browsers slow timers there anyway. */
export const PULSE_HIDDEN_MS = 5_000;
/** After a refusal or a network failure: not a request a second at a server that is down. */
const PULSE_FAILED_MS = 15_000;

export interface PulseAnswer {
  /** The `after` it was asked with: a count for an older `after` is not this one's. */
  after: number | undefined;
  pulse: OrderPulse;
}

const visible = () => document.visibilityState === 'visible';

/**
 * GET /admin/orders/pulse in a loop while `enabled`: each answer waits for the one before, and
 * the tab coming back into view asks at once. A cheap poll rather than a socket: it passes any
 * proxy, needs no server state and costs one indexed query (the orders module).
 */
export function useOrderPulse(after: number | undefined, enabled: boolean) {
  const [answer, setAnswer] = useState<PulseAnswer>();
  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    let asking = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      if (asking) return;
      asking = true;
      clearTimeout(timer);
      let wait = visible() ? PULSE_VISIBLE_MS : PULSE_HIDDEN_MS;
      try {
        const { results } = await call('adminOrdersPulse', { query: { after } });
        if (!stopped) setAnswer({ after, pulse: results });
      } catch {
        wait = PULSE_FAILED_MS;
      }
      asking = false;
      if (!stopped) timer = setTimeout(() => void ask(), wait);
    };
    const onVisibility = () => {
      if (visible()) void ask();
    };
    void ask();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [after, enabled]);
  return answer;
}
