import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Complaint, ComplaintBody } from '@/contracts/complaints';
import { call } from '@/lib/api/call';
import { orderKey } from '@/lib/api/order-keys';
import { upload } from '@/lib/api/upload';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** POST /user/orders/{id}/complaints: the complaint, Pending, without its photos yet. */
export async function makeComplaint(
  orderId: number,
  body: ComplaintBody,
  locale: Locale,
): Promise<Complaint> {
  return (await call('orderComplaint', { params: { id: orderId }, body }, { locale })).results;
}

/** POST /user/complaints/{id}/images: one photo of a complaint (multipart, field `image`). */
export async function addComplaintPhoto(
  complaintId: number,
  file: Blob,
  locale: Locale,
  onProgress?: (sent: number) => void,
): Promise<Complaint> {
  return (await upload('complaintImages', { id: complaintId }, file, { locale, onProgress }))
    .results;
}

/**
 * A complaint's calls for the order's page. `refresh` asks for the order again, so its page
 * shows the complaint (and each photo that went) as the shop has it.
 */
export function useComplaintWrites(orderId: number, locale: Locale) {
  const { mutate } = useSWRConfig();
  const key = orderKey(orderId, useSessionKey(), locale);
  const create = useCallback(
    (body: ComplaintBody) => makeComplaint(orderId, body, locale),
    [orderId, locale],
  );
  const addPhoto = useCallback(
    (complaintId: number, file: Blob, onProgress?: (sent: number) => void) =>
      addComplaintPhoto(complaintId, file, locale, onProgress),
    [locale],
  );
  const refresh = useCallback(() => mutate(key), [mutate, key]);
  return { create, addPhoto, refresh };
}
