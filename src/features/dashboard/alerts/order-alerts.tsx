import { createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { isCallKey } from '@/lib/api/call-keys';
import { useSession } from '@/lib/auth/session';
import { DASHBOARD_ROLES } from '../model/dashboard-screens';
import { playChime, unlockChime } from './chime';
import {
  NEW_ORDERS_KEY,
  SOUND_KEY,
  isUnseen,
  markAllSeen,
  markOpened,
  parseSeenOrders,
  unseenCount,
} from './new-order-memory';
import { useStoredValue, writeStored } from './stored-value';
import { useOrderPulse } from './use-order-pulse';

export interface OrderAlerts {
  /** New orders not yet seen in this browser (the tab title and the menu show it). */
  count: number;
  isNew: (orderId: number) => boolean;
  /** The seller opened or moved this order: it is seen. */
  markSeen: (orderId: number) => void;
  markAllSeen: () => void;
  sound: boolean;
  /** The browser refused the last chime (no tap on the page yet). */
  soundBlocked: boolean;
  /** From a tap (a gesture, so the browser lets the chime play): turns the chime on or off. */
  setSound: (on: boolean) => void;
}

const NO_ALERTS: OrderAlerts = {
  count: 0,
  isNew: () => false,
  markSeen: () => undefined,
  markAllSeen: () => undefined,
  sound: false,
  soundBlocked: false,
  setSound: () => undefined,
};

const OrderAlertsContext = createContext<OrderAlerts>(NO_ALERTS);

export const useOrderAlerts = (): OrderAlerts => use(OrderAlertsContext);

/**
 * Around every dashboard screen (dashboard-layout.tsx): notices a new order within about a
 * second of checkout (the pulse), counts it in the tab title, marks it in the queue until
 * seen, refreshes the queue at once and, when the seller allowed it, plays the chime.
 */
export function OrderAlertsProvider({ children }: { children: ReactNode }) {
  const role = useSession().data?.user.role;
  const staff = role !== undefined && DASHBOARD_ROLES.includes(role);
  const stored = useStoredValue(NEW_ORDERS_KEY);
  const memory = useMemo(() => parseSeenOrders(stored), [stored]);
  const sound = useStoredValue(SOUND_KEY) === 'on';
  const answer = useOrderPulse(memory?.seen, staff);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const { mutate } = useSWRConfig();
  const latestRef = useRef<number>(undefined);
  const pulse = answer && answer.after === memory?.seen ? answer.pulse : undefined;
  const latest = answer?.pulse.latest_id;

  useEffect(() => {
    if (latest === undefined) return;
    const known = memory;
    // First visit: what is already there is not news.
    if (!known) {
      writeStored(NEW_ORDERS_KEY, { seen: latest, opened: [], chimed: latest });
    } else if (latest > known.chimed) {
      writeStored(NEW_ORDERS_KEY, { ...known, chimed: latest });
      if (sound) void playChime().then((played) => setSoundBlocked(!played));
    }
    if (latestRef.current !== undefined && latest > latestRef.current) {
      void mutate(isCallKey('adminOrders'));
      void mutate(isCallKey('adminSummary'));
    }
    latestRef.current = latest;
    // Only a newer order is news; the memory changes with it and must not chime twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latest]);

  // Any tap on the dashboard lets a refused chime play next time.
  useEffect(() => {
    if (!sound || !soundBlocked) return undefined;
    const unlock = () => void unlockChime().then((ok) => ok && setSoundBlocked(false));
    document.addEventListener('pointerdown', unlock, { once: true });
    return () => document.removeEventListener('pointerdown', unlock);
  }, [sound, soundBlocked]);

  const setSound = useCallback((on: boolean) => {
    writeStored(SOUND_KEY, on ? 'on' : 'off');
    // Pressed: a gesture, so the browser allows it, and the seller hears what to expect.
    if (on) void playChime().then((played) => setSoundBlocked(!played));
  }, []);
  const value = useMemo<OrderAlerts>(() => {
    const current = memory;
    return {
      count: unseenCount(current, pulse),
      isNew: (orderId) => isUnseen(current, orderId),
      markSeen: (orderId) => {
        const next = current && markOpened(current, orderId);
        if (next && next !== current) writeStored(NEW_ORDERS_KEY, next);
      },
      markAllSeen: () => {
        if (current && latest !== undefined) {
          writeStored(NEW_ORDERS_KEY, markAllSeen(current, latest));
        }
      },
      sound,
      soundBlocked: sound && soundBlocked,
      setSound,
    };
  }, [memory, pulse, latest, sound, soundBlocked, setSound]);
  return <OrderAlertsContext value={value}>{children}</OrderAlertsContext>;
}
