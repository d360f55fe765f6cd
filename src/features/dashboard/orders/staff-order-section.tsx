import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  /** For the section's heading id, unique on the page. */
  name: string;
  children: ReactNode;
};

/** One part of the order page: a titled card. */
export function StaffOrderSection({ title, name, children }: Props) {
  const id = `order-section-${name}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
