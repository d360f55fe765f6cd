import { useTranslation } from 'next-i18next/pages';
import { useCallback, useState } from 'react';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { useLocale } from '@/lib/i18n/use-locale';
import { lazyOnce } from '@/lib/lazy-once';
import type { BookKind } from './books-tables';
import { downloadText } from './download';

// The calls, the tables and the CSV writer arrive with the first file asked for.
const loadRun = lazyOnce(() => import('./books-run'));

export type BooksExportState =
  | { step: 'idle' }
  | { step: 'gathering'; kind: BookKind; day: string; done: number; total: number }
  | { step: 'done'; kind: BookKind; fileName: string; records: number }
  | { step: 'failed'; kind: BookKind; day: string | undefined; reason: string | undefined };

/**
 * Makes one of the books' files and downloads it, saying how far it has got. A call that
 * fails stops it: nothing half-gathered is saved as if it were the whole.
 */
export function useBooksExport() {
  const { t } = useTranslation(['cash', 'dashboard', 'common']);
  const locale = useLocale();
  const [state, setState] = useState<BooksExportState>({ step: 'idle' });

  const run = useCallback(
    async (kind: BookKind, days: readonly string[]) => {
      let current: string | undefined;
      setState({ step: 'gathering', kind, day: days[0] ?? '', done: 0, total: days.length });
      try {
        const { makeBook } = await loadRun();
        const book = await makeBook({
          kind,
          days,
          locale,
          t,
          onDay: (day, done) => {
            current = day;
            setState({ step: 'gathering', kind, day, done, total: days.length });
          },
        });
        downloadText(book.fileName, book.text);
        setState({ step: 'done', kind, fileName: book.fileName, records: book.records });
      } catch (error) {
        // The server's own words when it answered (already in the admin's language).
        setState({ step: 'failed', kind, day: current, reason: errorEnvelopeOf(error)?.message });
      }
    },
    [locale, t],
  );

  return { state, run };
}
