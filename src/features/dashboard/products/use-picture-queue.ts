import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ITEM_PICTURE_MAX_BYTES } from '@/contracts/picture-limits';
import type { StaffItem } from '@/contracts/staff-catalog';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';

export type PictureStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface PictureEntry {
  key: string;
  file: File;
  /** A local URL of the file, to show it before it is sent. */
  preview: string;
  status: PictureStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  error?: string;
}

type AddPicture = (
  id: number,
  file: File,
  onProgress: (sent: number) => void,
) => Promise<StaffItem>;

let sequence = 0;

/**
 * Pictures chosen for a product, sent one after the other with their progress. A file over
 * the size limit is refused here, in words, without being sent; the server still checks
 * what each file is. Failed ones stay to be tried again.
 */
export function usePictureQueue(addPicture: AddPicture, onUploaded: (item: StaffItem) => void) {
  const { t } = useTranslation('dashboard');
  const [entries, setEntries] = useState<PictureEntry[]>([]);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (key: string, change: Partial<PictureEntry>) =>
    setEntries((all) => all.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const add = useCallback(
    (files: readonly File[]): PictureEntry[] => {
      const added = files.map((file): PictureEntry => {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        sequence += 1;
        const tooLarge = file.size > ITEM_PICTURE_MAX_BYTES;
        return {
          key: `picture-${sequence}`,
          file,
          preview,
          status: tooLarge ? 'failed' : 'waiting',
          progress: 0,
          error: tooLarge ? t('products.pictures.tooLarge') : undefined,
        };
      });
      setEntries((all) => [...all, ...added]);
      return added;
    },
    [t],
  );

  const remove = (key: string) => setEntries((all) => all.filter((entry) => entry.key !== key));

  /** Sends `pending` (or every waiting and failed one) to the product; true when all went. */
  const send = async (id: number, pending: readonly PictureEntry[]): Promise<boolean> => {
    let allSent = true;
    for (const entry of pending) {
      if (entry.file.size > ITEM_PICTURE_MAX_BYTES) {
        allSent = false;
        continue;
      }
      update(entry.key, { status: 'uploading', progress: 0, error: undefined });
      try {
        const item = await addPicture(id, entry.file, (progress) =>
          update(entry.key, { progress }),
        );
        update(entry.key, { status: 'done', progress: 1 });
        onUploaded(item);
      } catch (error) {
        const envelope = errorEnvelopeOf(error);
        allSent = false;
        update(entry.key, {
          status: 'failed',
          error: envelope?.errors?.image ?? envelope?.message ?? t('products.pictures.failed'),
        });
      }
    }
    return allSent;
  };

  const unsent = entries.filter((entry) => entry.status === 'waiting' || entry.status === 'failed');
  return { entries, unsent, add, remove, send };
}
