import type { SxProps, Theme } from '@mui/material/styles';

/** Lines beside the totals and address from `md`; stacked on phones. */
export const DETAIL_COLUMNS: SxProps<Theme> = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
  alignItems: 'start',
};
