import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = { number: number; title: string; headingId?: string; children: ReactNode };

/** One numbered step of checkout, a section named by its heading. */
export function CheckoutStep({ number, title, headingId, children }: Props) {
  const locale = useLocale();
  const id = headingId ?? `checkout-step-${number}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar
          aria-hidden
          sx={{
            width: 28,
            height: 28,
            fontSize: '0.875rem',
            bgcolor: 'primary.dark',
            color: 'common.white',
          }}
        >
          {formatNumber(number, locale)}
        </Avatar>
        <Typography id={id} component="h2" variant="h4">
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}
