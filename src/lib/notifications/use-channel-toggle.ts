import { useEffect, useState } from 'react';
import type { MessageChannel, PUSH_TOPICS } from '@/contracts/message-constants';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { useHydrated } from '@/lib/use-hydrated';
import { useNotificationPrefs, useSaveNotificationPrefs } from './notification-prefs';
import { pushAvailability, type PushAvailability } from './push-support';

// The Push API code loads when a switch needs it, not with the page (first-load budget).
const loadWebPush = () => import('./browser-push');

/** What to tell after a toggle: the shop's own text where it sent one, else a kind to word. */
export interface ChannelNotice {
  severity: 'success' | 'error';
  text?: string;
  kind: 'saved' | 'failed' | 'denied' | 'unsupported';
}

/**
 * The channel switches' state and their one action: a toggle saves at once. Push is about
 * this browser where the shop really sends push (`push_key`): on only while this browser is
 * subscribed, and turning it on asks the browser first. Without a key (the console's stand-in
 * in development) it is just the account's choice.
 */
export function useChannelToggle(options: { pushTopics?: (typeof PUSH_TOPICS)[number][] } = {}) {
  const prefs = useNotificationPrefs();
  const save = useSaveNotificationPrefs();
  const [busy, setBusy] = useState<MessageChannel | null>(null);
  const [notice, setNotice] = useState<ChannelNotice | null>(null);
  const [browserPush, setBrowserPush] = useState<boolean | null>(null);
  // Read after hydration: the server cannot know, and the first render must match its HTML.
  // Each render reads it afresh: a prompt answered re-renders through the notice or the switch.
  const availability: PushAvailability | null = useHydrated() ? pushAvailability() : null;

  const data = prefs.data;
  const usesBrowser = data?.push_key != null;

  useEffect(() => {
    if (!usesBrowser || pushAvailability() === 'unsupported') return;
    let live = true;
    void loadWebPush()
      .then((webPush) => webPush.browserSubscribed())
      .catch(() => false)
      .then((subscribed) => live && setBrowserPush(subscribed));
    return () => {
      live = false;
    };
  }, [usesBrowser]);

  function checked(channel: MessageChannel): boolean {
    const on = data?.channels[channel] === true;
    return channel === 'push' && usesBrowser ? on && browserPush === true : on;
  }

  async function pushFirst(on: boolean): Promise<ChannelNotice['kind'] | null> {
    if (!data?.push_key) return null;
    const webPush = await loadWebPush();
    if (!on) {
      await webPush.unsubscribeThisBrowser();
      setBrowserPush(false);
      return null;
    }
    const outcome = await webPush.subscribeThisBrowser(data.push_key, options.pushTopics);
    if (outcome !== 'subscribed') return outcome;
    setBrowserPush(true);
    return null;
  }

  async function toggle(channel: MessageChannel, on: boolean): Promise<void> {
    setBusy(channel);
    try {
      const refused = channel === 'push' ? await pushFirst(on) : null;
      if (refused) {
        setNotice({ severity: 'error', kind: refused });
        return;
      }
      // Off is about this device (the switch says "on this device"): the account's other
      // browsers keep their notifications, so the account's choice stays as it is.
      if (channel === 'push' && usesBrowser && !on) {
        setNotice({ severity: 'success', kind: 'saved' });
        return;
      }
      const text = await save({ [channel]: on });
      setNotice({ severity: 'success', kind: 'saved', text });
    } catch (error) {
      const envelope = errorEnvelopeOf(error);
      const text = envelope?.errors?.[`channels.${channel}`] ?? envelope?.message;
      setNotice({ severity: 'error', kind: 'failed', text });
    } finally {
      setBusy(null);
    }
  }

  /**
   * Why this browser cannot take push where the shop sends it: blocked in the browser's site
   * settings (the switch then says how to allow it), or no Push API at all.
   */
  const pushBlocked: 'blocked' | 'unsupported' | undefined =
    !usesBrowser || browserPush === true
      ? undefined
      : availability === 'blocked' || availability === 'unsupported'
        ? availability
        : undefined;

  return {
    ...prefs,
    pushBlocked,
    busy,
    notice,
    clearNotice: () => setNotice(null),
    checked,
    toggle,
  };
}
