import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { promiseIcon } from '@/components/layout/promise-icon';
import type { Feature } from '@/contracts/catalog';
import { SectionHeader } from './section-header';

type Props = { features: Feature[] | null };

/** The shop's service promises from /feature/list; left out when the list is missing. */
export function ServiceFeatures({ features }: Props) {
  const { t } = useTranslation('home');
  if (!features || features.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="features-title" sx={{ bgcolor: 'background.paper' }}>
      <Container sx={{ py: { xs: 3, md: 5 } }}>
        <SectionHeader id="features-title" title={t('features.title')} />
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {features.map((feature) => {
            const Icon = promiseIcon(feature.icon);
            return (
              <Box
                component="li"
                key={feature.id}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
              >
                <Box
                  aria-hidden
                  sx={{
                    display: 'grid',
                    placeItems: 'center',
                    flexShrink: 0,
                    width: 48,
                    height: 48,
                    borderRadius: '50%',
                    bgcolor: 'background.default',
                    color: 'primary.dark',
                  }}
                >
                  <Icon />
                </Box>
                <div>
                  <Typography component="h3" variant="h5">
                    {feature.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                    {feature.subtitle}
                  </Typography>
                </div>
              </Box>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
