import Box from '@mui/material/Box';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';

/**
 * A hidden polite live region: screen readers hear what changed in the cart (added, new
 * quantity, removed) without focus moving or a toast. It must stay mounted while its text
 * changes (the change is what gets announced), so parents render it outside of what they swap.
 */
export function PoliteStatus({ message }: { message: string }) {
  return (
    <Box component="span" sx={visuallyHiddenSx} role="status" aria-live="polite" aria-atomic="true">
      {message}
    </Box>
  );
}
