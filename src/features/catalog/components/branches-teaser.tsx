import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';

/** Points shoppers who like to choose in person to the branches page. */
export function BranchesTeaser() {
  const { t } = useTranslation('home');
  return (
    <Container component="section" aria-labelledby="branches-title" sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: { xs: 2, sm: 3 },
          p: { xs: 2.5, md: 4 },
          borderRadius: 2,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
      >
        <StorefrontOutlined aria-hidden sx={{ fontSize: 48, flexShrink: 0 }} />
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="branches-title" component="h2" variant="h2">
            {t('branches.title')}
          </Typography>
          <Typography sx={{ mt: 1, opacity: 0.9 }}>{t('branches.text')}</Typography>
        </Box>
        <Button
          component={ShopLink}
          href="/branches"
          variant="contained"
          sx={{
            flexShrink: 0,
            bgcolor: 'background.paper',
            color: 'secondary.main',
            '&:hover': { bgcolor: 'background.default' },
          }}
        >
          {t('branches.cta')}
        </Button>
      </Box>
    </Container>
  );
}
