import Box from '@mui/material/Box';
import { Skeleton } from '@/components/ui/skeleton';

/** Card-shaped placeholders in the product grid's columns, so nothing jumps when the list arrives. */
export function WishListSkeleton() {
  return (
    <Box aria-hidden>
      <Skeleton width={120} sx={{ mb: 2 }} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        {[0, 1, 2, 3].map((card) => (
          <Box key={card}>
            <Skeleton variant="rounded" sx={{ aspectRatio: '1', height: 'auto' }} />
            <Skeleton sx={{ mt: 1 }} />
            <Skeleton width="60%" />
            <Skeleton variant="rounded" height={36} sx={{ mt: 1 }} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
