import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_COMPLAINT_PICTURES } from '@/contracts/complaint-constants';
import type { Complaint } from '@/contracts/complaints';
import { ITEM_PICTURE_MAX_BYTES } from '@/contracts/picture-limits';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';

export type PhotoStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface PhotoEntry {
  key: string;
  file: File;
  /** A local URL of the file, to show it before it is sent. */
  preview: string;
  status: PhotoStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  error?: string;
}

export type AddPhoto = (
  complaintId: number,
  file: File,
  onProgress: (sent: number) => void,
) => Promise<Complaint>;

let sequence = 0;

/**
 * The photos of a complaint, at most MAX_COMPLAINT_PICTURES: shown as soon as they are chosen,
 * sent one by one once the complaint exists. A file over the size limit is refused here, in
 * words, without being sent; one the server refuses says why and stays, with the others, to
 * be tried again or removed: a refused photo never costs the shopper the rest.
 */
export function useComplaintPhotos() {
  const { t } = useTranslation('orders');
  const [entries, setEntries] = useState<PhotoEntry[]>([]);
  // Files beyond the limit in the last choice: said, not silently dropped.
  const [leftOut, setLeftOut] = useState(0);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (key: string, change: Partial<PhotoEntry>) =>
    setEntries((all) => all.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const add = useCallback(
    (files: readonly File[]) => {
      const room = Math.max(0, MAX_COMPLAINT_PICTURES - entries.length);
      const taken = files.slice(0, room).map((file): PhotoEntry => {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        sequence += 1;
        const tooLarge = file.size > ITEM_PICTURE_MAX_BYTES;
        return {
          key: `complaint-photo-${sequence}`,
          file,
          preview,
          status: tooLarge ? 'failed' : 'waiting',
          progress: 0,
          error: tooLarge ? t('complaint.photos.tooLarge') : undefined,
        };
      });
      setLeftOut(files.length - taken.length);
      setEntries((all) => [...all, ...taken]);
    },
    [entries.length, t],
  );

  const remove = (key: string) => {
    setLeftOut(0);
    setEntries((all) => all.filter((entry) => entry.key !== key));
  };

  /** Sends every photo not sent yet to the complaint; true when none is left unsent. */
  const send = async (complaintId: number, addPhoto: AddPhoto): Promise<boolean> => {
    let allSent = true;
    for (const entry of entries) {
      if (entry.status === 'done') continue;
      if (entry.file.size > ITEM_PICTURE_MAX_BYTES) {
        allSent = false;
        continue;
      }
      update(entry.key, { status: 'uploading', progress: 0, error: undefined });
      try {
        await addPhoto(complaintId, entry.file, (progress) => update(entry.key, { progress }));
        update(entry.key, { status: 'done', progress: 1 });
      } catch (error) {
        allSent = false;
        const envelope = errorEnvelopeOf(error);
        update(entry.key, {
          status: 'failed',
          error: envelope?.errors?.image ?? envelope?.message ?? t('complaint.photos.failed'),
        });
      }
    }
    return allSent;
  };

  const full = entries.length >= MAX_COMPLAINT_PICTURES;
  const unsent = entries.filter((entry) => entry.status !== 'done');
  return { entries, unsent, full, leftOut, add, remove, send };
}
