import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { MessageChannel, OutboxStatus } from '@/contracts/message-constants';
import type { HandMessage, OutboxMessage } from '@/contracts/outbox';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** A day's messages of a small shop fit one page; the table pages through them itself. */
export const MESSAGES_LIMIT = 100;
/** How often the menu's count of messages to send by hand is asked again. */
export const HAND_COUNT_REFRESH_MS = 30_000;

export interface OutboxFilter {
  status?: OutboxStatus;
  channel?: MessageChannel;
  orderId?: number;
}

/** GET /admin/messages/by-hand: what no provider can send, for staff to send themselves. */
export function useHandMessages(locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<{ rows: HandMessage[]; total: number }>(
    accountCallKey('adminHandMessages', undefined, account, locale, MESSAGES_LIMIT),
    async () => {
      const answer = await call('adminHandMessages', { limit: MESSAGES_LIMIT }, { locale });
      return { rows: answer.results, total: answer.total ?? answer.results.length };
    },
    { refreshInterval: HAND_COUNT_REFRESH_MS, keepPreviousData: true },
  );
}

/** The menu's badge: how many wait, from a one-row page (its `total`). */
export function useHandMessageCount(enabled: boolean): number {
  const account = useSessionKey();
  const { data } = useShopSWR<number>(
    enabled ? accountCallKey('adminHandMessages', undefined, account, 'count') : null,
    async () => {
      const answer = await call('adminHandMessages', { limit: 1 });
      return answer.total ?? answer.results.length;
    },
    { refreshInterval: HAND_COUNT_REFRESH_MS },
  );
  return data ?? 0;
}

/** GET /admin/outbox (admins): every message, newest first, narrowed by the filters. */
export function useOutbox(filter: OutboxFilter, locale: Locale) {
  const account = useSessionKey();
  const { status, channel, orderId } = filter;
  return useShopSWR<OutboxMessage[]>(
    accountCallKey('adminOutbox', undefined, account, locale, status, channel, orderId),
    async () =>
      (
        await call(
          'adminOutbox',
          { query: { status, channel, order_id: orderId }, limit: MESSAGES_LIMIT },
          { locale },
        )
      ).results,
    { keepPreviousData: true },
  );
}

/**
 * "Mark sent" (POST /admin/messages/{id}/sent) and "Send again" (POST /admin/outbox/{id}/retry):
 * both lists and the menu's count are asked again whatever the answer, so the screen shows
 * where the message is now (another seller may have marked it first).
 */
export function useMessageActions(locale: Locale) {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () => Promise.all([mutate(isCallKey('adminHandMessages')), mutate(isCallKey('adminOutbox'))]),
    [mutate],
  );
  const markSent = useCallback(
    async (id: number) => {
      try {
        await call('adminHandMessageSent', { params: { id } }, { locale });
      } finally {
        await refresh();
      }
    },
    [locale, refresh],
  );
  const retry = useCallback(
    async (id: number) => {
      try {
        await call('adminOutboxRetry', { params: { id } }, { locale });
      } finally {
        await refresh();
      }
    },
    [locale, refresh],
  );
  return { markSent, retry };
}
