import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Order } from '@/contracts/order';
import { call } from '@/lib/api/call';
import { isOrdersKey, orderKey } from '@/lib/api/order-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** The shopper cancels their own Pending order; the answer is the order as it is now. */
export async function cancelOrder(
  id: number,
  locale: Locale,
): Promise<{ order: Order; message?: string }> {
  const answer = await call('orderCancel', { params: { id } }, { locale });
  return { order: answer.results, message: answer.message };
}

/**
 * `cancel` shows the cancelled order at once and has the order lists fetched again;
 * `refresh` fetches the order again (after a refusal: the shop started on it meanwhile).
 */
export function useCancelOrder(id: number, locale: Locale) {
  const { mutate } = useSWRConfig();
  const account = useSessionKey();
  const key = orderKey(id, account, locale);
  const cancel = useCallback(async () => {
    const { order, message } = await cancelOrder(id, locale);
    await mutate(key, order, { revalidate: false });
    void mutate(isOrdersKey);
    return message;
  }, [mutate, key, id, locale]);
  const refresh = useCallback(async () => {
    await mutate(key);
    void mutate(isOrdersKey);
  }, [mutate, key]);
  return { cancel, refresh };
}
