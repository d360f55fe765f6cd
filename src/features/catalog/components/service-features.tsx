import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import { ServicePromises } from '@/components/layout/service-promises';
import type { Feature } from '@/contracts/catalog';
import { SectionHeader } from './section-header';

type Props = { features: Feature[] | null };

/** Whether the home page's promises section has anything to show (homeShowsPromises). */
export const hasPromises = (features: Feature[] | null): features is Feature[] =>
  features !== null && features.length > 0;

/**
 * The shop's service promises from /feature/list, the home page's prominent copy of them
 * (the home page leaves them out of its footer); left out when the list is missing.
 */
export function ServiceFeatures({ features }: Props) {
  const { t } = useTranslation('home');
  if (!hasPromises(features)) return null;
  return (
    <Box component="section" aria-labelledby="features-title" sx={{ bgcolor: 'background.paper' }}>
      <Container sx={{ py: { xs: 3, md: 5 } }}>
        <SectionHeader id="features-title" title={t('features.title')} />
        <ServicePromises promises={features} variant="section" />
      </Container>
    </Box>
  );
}
