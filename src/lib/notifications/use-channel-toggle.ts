import { useEffect, useState } from 'react';
import type { MessageChannel, PUSH_TOPICS } from '@/contracts/message-constants';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { useNotificationPrefs, useSaveNotificationPrefs } from './notification-prefs';
import { subscribeThisBrowser, thisBrowserSubscribed, unsubscribeThisBrowser } from './web-push';

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

  useEffect(() => {
    let live = true;
    void thisBrowserSubscribed()
      .catch(() => false)
      .then((subscribed) => live && setBrowserPush(subscribed));
    return () => {
      live = false;
    };
  }, []);

  const data = prefs.data;
  const usesBrowser = data?.push_key != null;

  function checked(channel: MessageChannel): boolean {
    const on = data?.channels[channel] === true;
    return channel === 'push' && usesBrowser ? on && browserPush === true : on;
  }

  async function pushFirst(on: boolean): Promise<ChannelNotice['kind'] | null> {
    if (!data?.push_key) return null;
    if (!on) {
      await unsubscribeThisBrowser();
      setBrowserPush(false);
      return null;
    }
    const outcome = await subscribeThisBrowser(data.push_key, options.pushTopics);
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

  return {
    ...prefs,
    busy,
    notice,
    clearNotice: () => setNotice(null),
    checked,
    toggle,
  };
}
