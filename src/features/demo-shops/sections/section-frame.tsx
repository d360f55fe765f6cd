import Box from '@mui/material/Box';
import { Skeleton } from '@/components/ui/skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useId, type ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';

export type SectionStatus = 'loading' | 'error' | 'empty' | 'ready';

type Props = {
  title: string;
  status: SectionStatus;
  onRetry: () => void;
  /** Some sections (a hero, a row of service promises) read better without a visible title. */
  hideTitle?: boolean;
  /** What stands in while loading; by default a row of card-shaped blocks. */
  skeleton?: ReactNode;
  /** Rendered only when the status is ready. */
  children: ReactNode;
};

/**
 * One section of a demo shop: a titled landmark that shows its content once the mock layer
 * has answered, a placeholder of the same size before that (so nothing jumps), a retry when
 * the answer failed, and a short note when the list is empty.
 */
export function SectionFrame({ title, status, onRetry, hideTitle, skeleton, children }: Props) {
  const { t } = useTranslation('demo');
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
      data-section-status={status}
      sx={{ py: { xs: 2, md: 3 } }}
    >
      <Typography
        id={titleId}
        component="h2"
        variant="h3"
        sx={hideTitle ? visuallyHiddenSx : { mb: 2 }}
      >
        {title}
      </Typography>
      {status === 'loading' ? (skeleton ?? <DefaultSkeleton />) : null}
      {status === 'error' ? (
        <LoadError message={t('section.loadFailed')} onRetry={onRetry} />
      ) : null}
      {status === 'empty' ? (
        <Typography color="text.secondary">{t('section.empty')}</Typography>
      ) : null}
      {status === 'ready' ? children : null}
    </Box>
  );
}

function DefaultSkeleton() {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '3 / 4', height: 'auto' }} />
      ))}
    </Box>
  );
}
