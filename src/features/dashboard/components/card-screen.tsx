import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Skeleton } from '@/components/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';

/** One column on a phone, two from a tablet up: the cards of the shop's settings screens. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

type Props<T> = {
  /** The screen's key under `screens.*`: its title and the line under it. */
  screen:
    'shop' | 'delivery-zones' | 'delivery-slots' | 'search-words' | 'staff' | 'rounds' | 'cash';
  /** Said to staff who may read but not change (a seller on an admin's screen). */
  readOnly?: { text: string; testId: string };
  /** The last save, said until the next edit or until dismissed. */
  saved: string | undefined;
  onDismissSaved: () => void;
  load: { data: T | undefined; error: unknown; retry: () => void };
  skeletonHeight: number;
  /** The loaded screen's cards. */
  children: (data: T) => ReactNode;
};

/**
 * The frame of a dashboard screen of cards edited in a dialog (the shop's details, delivery
 * zones, delivery rounds) or in place (search words): its heading, who may change it, the last save, and the cards once
 * loaded (placeholders before, a retry when the call failed).
 */
export function CardScreen<T>({
  screen,
  readOnly,
  saved,
  onDismissSaved,
  load,
  skeletonHeight,
  children,
}: Props<T>) {
  const { t } = useTranslation('dashboard');
  const { data, error, retry } = load;
  return (
    <>
      <Typography component="h1" variant="h2">
        {t(`screens.${screen}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t(`screens.${screen}.description`)}
      </Typography>
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid={readOnly.testId}>
          {readOnly.text}
        </Alert>
      ) : null}
      {saved ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={onDismissSaved}>
          {saved}
        </Alert>
      ) : null}
      {error && !data ? (
        <LoadError onRetry={retry} />
      ) : data === undefined ? (
        <Stack spacing={1.5} aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={skeletonHeight} />
          ))}
        </Stack>
      ) : (
        children(data)
      )}
    </>
  );
}
