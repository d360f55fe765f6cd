import Box from '@mui/material/Box';
import { Skeleton } from '@/components/ui/skeleton';
import Stack from '@mui/material/Stack';
import { DETAIL_COLUMNS } from './order-layout';

/** The order page's shape while it loads. */
export function OrderDetailsSkeleton() {
  return (
    <Box aria-hidden>
      <Skeleton width="60%" height={44} />
      <Skeleton width="40%" height={24} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={96} sx={{ mb: 2 }} />
      <Box sx={DETAIL_COLUMNS}>
        <Skeleton variant="rounded" height={260} />
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      </Box>
    </Box>
  );
}
