import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';

/** The page's one h1: what the shop is, in a line, before the offers and products. */
export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      sx={{ bgcolor: 'background.paper', pt: { xs: 2.5, md: 4 }, pb: { xs: 0.5, md: 1 } }}
    >
      <Container>
        <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {t('hero.title')}
        </Typography>
        <Typography
          variant="body1"
          color="text.secondary"
          sx={{ mt: 1, maxWidth: 760, fontSize: { md: '1.0625rem' } }}
        >
          {t('hero.subtitle')}
        </Typography>
      </Container>
    </Box>
  );
}
