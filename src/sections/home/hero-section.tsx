import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';

export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" sx={{ bgcolor: 'background.paper', py: { xs: 4, md: 8 } }}>
      <Container>
        <Typography component="h1" variant="h1" sx={{ maxWidth: 720 }}>
          {t('hero.title')}
        </Typography>
        <Typography
          variant="body1"
          color="text.secondary"
          sx={{ mt: 2, maxWidth: 720, fontSize: '1.0625rem' }}
        >
          {t('hero.subtitle')}
        </Typography>
      </Container>
    </Box>
  );
}
