import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import type { ReactNode } from 'react';

type Props = { title: string; back?: { href: string; label: string }; children: ReactNode };

/** The account pages' frame: a way back, the page's one heading, then its content. */
export function AccountFrame({ title, back, children }: Props) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      {back ? (
        <Button
          component={ShopLink}
          href={back.href}
          startIcon={
            <ArrowBackIcon
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
          }
          sx={{ color: 'primary.dark', mb: 1, marginInlineStart: -1 }}
        >
          {back.label}
        </Button>
      ) : null}
      <Typography component="h1" variant="h2">
        {title}
      </Typography>
      <Box sx={{ mt: 3 }}>{children}</Box>
    </Container>
  );
}
