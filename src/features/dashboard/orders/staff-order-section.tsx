import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { title: string; area: string; children: ReactNode };

/** One part of the order page, a titled card placed in the page's grid by its area name. */
export function StaffOrderSection({ title, area, children }: Props) {
  const id = `order-section-${area}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: 2, gridArea: area, minWidth: 0 }}
    >
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
