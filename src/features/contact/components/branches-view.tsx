import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from 'next-i18next/pages';
import { EmptyState } from '@/components/ui/empty-state';
import type { Branch } from '@/contracts/shop-info';
import { BranchCard } from './branch-card';
import { PageLoadError } from './page-load-error';
import { focusRingSx } from '@/components/layout/focus-ring';

/** The branches page: every branch as a card; a retry when the server could not list them. */
export function BranchesView({ branches }: { branches: Branch[] | null }) {
  const { t } = useTranslation('branches');

  let body;
  if (branches === null) body = <PageLoadError message={t('error')} />;
  else if (branches.length === 0)
    body = <EmptyState icon={<StorefrontOutlinedIcon fontSize="inherit" />} title={t('empty')} />;
  else
    body = (
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {branches.map((branch) => (
          <li key={branch.id}>
            <BranchCard branch={branch} />
          </li>
        ))}
      </Box>
    );

  return (
    <Container sx={{ ...focusRingSx, py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h2">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: { xs: 3, md: 4 }, maxWidth: 640 }}>
        {t('intro')}
      </Typography>
      {body}
    </Container>
  );
}
