import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CleanHandsOutlined from '@mui/icons-material/CleanHandsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import SanitizerOutlined from '@mui/icons-material/SanitizerOutlined';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'next-i18next/pages';

const STEPS: ReadonlyArray<{ key: string; Icon: SvgIconComponent }> = [
  { key: 'slaughter', Icon: WbSunnyOutlined },
  { key: 'cleaning', Icon: CleanHandsOutlined },
  { key: 'sterilising', Icon: SanitizerOutlined },
  { key: 'packaging', Icon: Inventory2Outlined },
];

/** The daily preparation every order goes through, in the order it happens. */
export function PreparationSteps() {
  const { t } = useTranslation('home');
  return (
    <Container
      component="section"
      aria-labelledby="preparation-title"
      sx={{ py: { xs: 4, md: 6 } }}
    >
      <Typography id="preparation-title" component="h2" variant="h2" sx={{ mb: 3 }}>
        {t('process.title')}
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {STEPS.map(({ key, Icon }) => (
          <Paper component="li" key={key} variant="outlined" sx={{ p: 2.5 }}>
            <Icon aria-hidden sx={{ color: 'primary.dark', fontSize: 36 }} />
            <Typography component="h3" variant="h4" sx={{ mt: 1 }}>
              {t(`process.${key}.title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t(`process.${key}.text`)}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Container>
  );
}
