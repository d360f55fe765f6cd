import Box from '@mui/material/Box';
import { Skeleton } from '@/components/ui/skeleton';
import Stack from '@mui/material/Stack';
import { CHECKOUT_COLUMNS } from './checkout-layout';

/** The checkout's two columns while the saved cart is read. */
export function CheckoutSkeleton() {
  return (
    <Box sx={CHECKOUT_COLUMNS} aria-hidden>
      <Stack spacing={2}>
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={90} />
      </Stack>
      <Skeleton variant="rounded" height={360} />
    </Box>
  );
}
