import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { title: string; message?: string; icon?: ReactNode; action?: ReactNode };

/** What an empty list says instead of nothing: why it is empty and what to do next. */
export function EmptyState({ title, message, icon, action }: Props) {
  return (
    <Box sx={{ py: { xs: 5, md: 8 }, px: 2, textAlign: 'center' }}>
      {icon ? (
        <Box aria-hidden sx={{ color: 'text.secondary', fontSize: 56, lineHeight: 0, mb: 2 }}>
          {icon}
        </Box>
      ) : null}
      <Typography component="h2" variant="h3">
        {title}
      </Typography>
      {message ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {message}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 3 }}>{action}</Box> : null}
    </Box>
  );
}
