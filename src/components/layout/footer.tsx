import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { site } from '@/config/site';
import { FooterLinks } from './footer-links';
import { ServicePromises } from './service-promises';
import { focusRingOnDarkSx } from './focus-ring';

export function Footer() {
  const { t } = useTranslation(['layout', 'common']);
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={{
        ...focusRingOnDarkSx,
        bgcolor: 'grey.900',
        color: 'grey.100',
        mt: 'auto',
        pt: 5,
        pb: 3,
      }}
    >
      <Container>
        <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
          {t('layout:footer.promisesTitle')}
        </Typography>
        <ServicePromises />
        <Divider sx={{ my: 4, borderColor: 'grey.100', opacity: 0.2 }} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1.4fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Typography component="p" variant="h4">
              {t('common:shop.name')}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, maxWidth: 520 }}>
              {t('layout:footer.about')}
            </Typography>
          </Box>
          <FooterLinks />
          <Box
            component="address"
            sx={{ fontStyle: 'normal', gridColumn: { xs: '1 / -1', md: 'auto' } }}
          >
            <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
              {t('layout:footer.contactTitle')}
            </Typography>
            <Typography variant="body2">
              {t('layout:footer.phone')}:{' '}
              <Link href={`tel:${site.phone}`} color="inherit" dir="ltr">
                {site.phone}
              </Link>
            </Typography>
            <Typography variant="body2">
              {t('layout:footer.email')}:{' '}
              <Link href={`mailto:${site.email}`} color="inherit" dir="ltr">
                {site.email}
              </Link>
            </Typography>
            <Typography variant="body2">{t('layout:footer.area')}</Typography>
            <Typography variant="body2">{t('layout:footer.hours')}</Typography>
          </Box>
        </Box>
        {/* The year is the visitor's own; a page built last year must not warn. */}
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.85 }} suppressHydrationWarning>
          {t('layout:footer.rights', { year })}
        </Typography>
      </Container>
    </Box>
  );
}
