import Box from '@mui/material/Box';
import { Skeleton } from '@/components/ui/skeleton';

/** The form's shape while its data loads: the same rows, so nothing jumps when it arrives. */
export function AddressFormSkeleton() {
  return (
    <Box
      aria-hidden
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
    >
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
      <Skeleton variant="rounded" height={80} sx={{ gridColumn: { sm: 'span 2' } }} />
    </Box>
  );
}
