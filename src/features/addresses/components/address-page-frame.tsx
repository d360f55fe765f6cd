import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';

/** The frame of the new and edit pages: a way back to the address book, the title, the form. */
export function AddressPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('addresses');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Button
        component={ShopLink}
        href="/address"
        color="inherit"
        startIcon={
          <ArrowBackIcon
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        }
        sx={{ mb: 1 }}
      >
        {t('editor.back')}
      </Button>
      <Typography component="h1" variant="h2" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {children}
      </Paper>
    </Container>
  );
}
