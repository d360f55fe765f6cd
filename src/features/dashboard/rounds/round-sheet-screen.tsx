import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IosShareOutlinedIcon from '@mui/icons-material/IosShareOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import ShopLink from '@/components/ui/shop-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/lib/i18n/use-locale';
import { shareText } from '@/lib/share-text';
import { useRounds } from '../api/staff-rounds';
import { dashboardPath } from '../model/dashboard-screens';
import { useShopIdentity } from '../orders/use-shop-identity';
import { ROUND_SHEET_ID, RoundSheet } from './round-sheet';
import { roundSheetText } from './round-sheet-text';

/** The papers the sheet is made for: a printer's A4, and a receipt printer's 80 mm roll. */
const PAPERS = { a4: { page: 'A4', width: '180mm' }, roll: { page: '80mm auto', width: '72mm' } };
type Paper = keyof typeof PAPERS;

/** On paper only the sheet shows, sized to the paper chosen. */
const printStyles = (paper: Paper) => (
  <GlobalStyles
    styles={(theme) => ({
      '@page': { size: PAPERS[paper].page, margin: paper === 'roll' ? '4mm' : '10mm' },
      '@media print': {
        body: { backgroundColor: theme.palette.common.white },
        'body *': { visibility: 'hidden' },
        [`#${ROUND_SHEET_ID}, #${ROUND_SHEET_ID} *`]: { visibility: 'visible' },
        [`#${ROUND_SHEET_ID}`]: {
          position: 'absolute',
          top: 0,
          insetInlineStart: 0,
          width: '100%',
        },
      },
    })}
  />
);

/** /dashboard/rounds/{id}/sheet?date=: the round's sheet, to print on A4 or a roll, or share. */
export function RoundSheetScreen({ id, date }: { id: number; date: string }) {
  const { t } = useTranslation(['rounds', 'dashboard']);
  const locale = useLocale();
  const shop = useShopIdentity();
  const { data, error, mutate } = useRounds(date, locale);
  const [paper, setPaper] = useState<Paper>('a4');
  const [shared, setShared] = useState(false);
  const round = data?.find((candidate) => candidate.id === id);

  const sheet = () => {
    if (round) return <RoundSheet round={round} shop={shop} />;
    if (error) return <LoadError onRetry={() => void mutate()} />;
    if (data) {
      return (
        <Typography component="h1" variant="h3" role="alert">
          {t('rounds:notFound')}
        </Typography>
      );
    }
    return <Skeleton variant="rounded" height={480} aria-busy="true" />;
  };
  const share = async () => {
    if (!round) return;
    const outcome = await shareText({
      title: t('rounds:sheetHeading'),
      text: roundSheetText(round, t, locale, shop),
    });
    if (outcome !== 'cancelled') setShared(true);
  };

  return (
    <Box
      sx={{
        px: 2,
        py: { xs: 2, md: 4 },
        bgcolor: 'background.default',
        minHeight: '100vh',
        '@media print': { minHeight: 0, p: 0 },
      }}
    >
      {printStyles(paper)}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          maxWidth: PAPERS.a4.width,
          mx: 'auto',
          mb: 2,
          flexWrap: 'wrap',
          displayPrint: 'none',
        }}
      >
        <Button
          component={ShopLink}
          href={dashboardPath('rounds')}
          color="inherit"
          startIcon={
            <ArrowBackIcon
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
          }
        >
          {t('rounds:back')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={paper}
          onChange={(_, value: Paper | null) => {
            if (value) setPaper(value);
          }}
          aria-label={t('rounds:paper')}
        >
          <ToggleButton value="a4">{t('rounds:paperA4')}</ToggleButton>
          <ToggleButton value="roll">{t('rounds:paperRoll')}</ToggleButton>
        </ToggleButtonGroup>
        <Button startIcon={<IosShareOutlinedIcon />} disabled={!round} onClick={() => void share()}>
          {t('rounds:share')}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintOutlinedIcon />}
          disabled={!round}
          onClick={() => window.print()}
        >
          {t('rounds:print')}
        </Button>
      </Stack>
      <Box
        component="main"
        data-paper={paper}
        sx={{
          maxWidth: PAPERS[paper].width,
          mx: 'auto',
          p: { xs: 2, sm: 3 },
          bgcolor: 'common.white',
          border: 1,
          borderColor: 'divider',
          '@media print': { p: 0, border: 0, maxWidth: 'none' },
        }}
      >
        {sheet()}
      </Box>
      <Snackbar
        open={shared}
        autoHideDuration={4000}
        onClose={() => setShared(false)}
        message={t('rounds:sharedSheet')}
      />
    </Box>
  );
}
