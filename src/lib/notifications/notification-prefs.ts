import { useSWRConfig } from 'swr';
import type { NotificationPrefs, NotificationPrefsBody } from '@/contracts/notifications';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import { useSessionKey } from '@/lib/auth/use-session-key';
import { useLocale } from '@/lib/i18n/use-locale';

/*
 * The signed-in person's message channels (GET/POST /user/notifications), shared by the
 * shopper's profile and the staff's alerts card: one cache entry per account, so a change in
 * one place shows in the other.
 */

const isPrefsKey = isCallKey('userNotifications');

export function useNotificationPrefs() {
  const account = useSessionKey();
  const locale = useLocale();
  return useShopSWR<NotificationPrefs, Error>(
    accountCallKey('userNotifications', undefined, account, locale),
    async () => (await call('userNotifications', {}, { locale })).results,
  );
}

/**
 * Saves some channels and puts the answer in the cache. The answer's message is the shop's
 * localised confirmation; the call's error (a 400 naming the channel) is the caller's to show.
 */
export function useSaveNotificationPrefs() {
  const { mutate } = useSWRConfig();
  const locale = useLocale();
  return async (channels: NotificationPrefsBody['channels']): Promise<string | undefined> => {
    const answer = await call('userNotificationsUpdate', { body: { channels } }, { locale });
    await mutate(isPrefsKey, answer.results, { revalidate: false });
    return answer.message;
  };
}
