import type { SxProps, Theme } from '@mui/material/styles';

/** The steps beside a summary from `md`; stacked, steps first, on phones. */
export const CHECKOUT_COLUMNS: SxProps<Theme> = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' },
  alignItems: 'start',
};
