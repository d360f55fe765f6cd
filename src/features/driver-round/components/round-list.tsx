import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import type { DriverRound, DriverStop } from '@/contracts/driver-rounds';
import { RoundSection } from './round-section';
import { TOUCH } from './touch';

type Props = {
  rounds: DriverRound[] | undefined;
  error: unknown;
  onRetry: () => void;
  onDeliver: (stop: DriverStop) => void;
  onFail: (stop: DriverStop) => void;
};

/**
 * The day's rounds once loaded: placeholders before; a failed first load says so with a
 * retry; a failed refresh keeps the last round on screen under a warning that it may be
 * stale (on a weak line, the round as last seen beats none).
 */
export function RoundList({ rounds, error, onRetry, onDeliver, onFail }: Props) {
  const { t } = useTranslation('driver');
  const retry = (
    <Button color="inherit" onClick={onRetry} sx={{ minHeight: TOUCH }}>
      {t('round.retry')}
    </Button>
  );
  if (rounds === undefined) {
    return error ? (
      <Notice severity="warning" action={retry}>
        {t('round.loadFailed')}
      </Notice>
    ) : (
      <Stack spacing={1.5} aria-busy="true">
        {[0, 1].map((row) => (
          <Skeleton key={row} variant="rounded" height={320} />
        ))}
      </Stack>
    );
  }
  const driven = rounds.filter((round) => round.stops.length > 0);
  return (
    <Stack spacing={3}>
      {error ? (
        <Notice severity="warning" action={retry}>
          {t('round.stale')}
        </Notice>
      ) : null}
      {driven.length === 0 ? (
        <EmptyState
          icon={<LocalShippingOutlinedIcon fontSize="inherit" />}
          title={t('round.emptyTitle')}
          message={t('round.emptyMessage')}
        />
      ) : (
        driven.map((round) => (
          <RoundSection key={round.id} round={round} onDeliver={onDeliver} onFail={onFail} />
        ))
      )}
    </Stack>
  );
}
