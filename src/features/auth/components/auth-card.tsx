import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode };

/**
 * The frame of the sign-in screens: one narrow card, edge to edge on a phone so the form
 * gets the whole width, a card on larger screens.
 */
export function AuthCard({ title, subtitle, children, footer }: Props) {
  return (
    <Container maxWidth="sm" disableGutters sx={{ py: { xs: 0, sm: 5 } }}>
      <Paper
        variant="outlined"
        sx={{
          px: { xs: 2, sm: 5 },
          py: { xs: 3, sm: 5 },
          borderRadius: { xs: 0, sm: 2 },
          borderInlineWidth: { xs: 0, sm: '1px' },
          borderColor: 'divider',
        }}
      >
        <Typography component="h1" variant="h2">
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        ) : null}
        <Box sx={{ mt: 3 }}>{children}</Box>
        {footer ? (
          <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
            {footer}
          </Box>
        ) : null}
      </Paper>
    </Container>
  );
}
