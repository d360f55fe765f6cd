import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { label: string; value: ReactNode; strong?: boolean; testId?: string };

/** One label/amount pair of a money summary, as a description-list entry. */
export function SummaryRow({ label, value, strong = false, testId }: Props) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: 0.75,
      }}
    >
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: strong ? 700 : 600, fontSize: strong ? '1.25rem' : undefined }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}
