import { useCallback, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';

/**
 * One action on a row of a messages list ("Mark sent", "Send again"): which row is busy, so
 * its button waits, and the shop's answer when the action was refused, for the panel's alert.
 */
export function useRowAction(action: (id: number) => Promise<unknown>) {
  const { t } = useTranslation('dashboard');
  const [busy, setBusy] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const run = useCallback(
    (id: number) => {
      setBusy(id);
      setFailure(undefined);
      action(id)
        .catch((caught: unknown) =>
          setFailure(errorEnvelopeOf(caught)?.message ?? t('messages.actionFailed')),
        )
        .finally(() => setBusy(undefined));
    },
    [action, t],
  );
  return { busy, failure, run, dismiss: () => setFailure(undefined) };
}
