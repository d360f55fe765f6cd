import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CallOutlinedIcon from '@mui/icons-material/CallOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import type { Branch } from '@/contracts/shop-info';
import { mapsHref, telHref } from '../model/contact-link';
import { InfoRow } from './info-row';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';

/** One branch: where it is, when it opens, its phone, and a way to get there. */
export function BranchCard({ branch }: { branch: Branch }) {
  const { t } = useTranslation('branches');
  const titleId = useId();
  const tel = telHref(branch.phone);

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 3 }, height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid="branch-card"
    >
      <Typography id={titleId} component="h2" variant="h4" sx={{ mb: 1.5 }}>
        {branch.name}
      </Typography>
      <InfoRow Icon={LocationOnOutlinedIcon}>
        <Typography component="p">
          <Box component="span" sx={visuallyHiddenSx}>
            {t('card.address')}
          </Box>{' '}
          {branch.address}
        </Typography>
      </InfoRow>
      <InfoRow Icon={ScheduleOutlinedIcon}>
        <Typography component="p">
          <Box component="span" sx={visuallyHiddenSx}>
            {t('card.hours')}
          </Box>{' '}
          {branch.hours}
        </Typography>
      </InfoRow>
      <InfoRow Icon={PhoneOutlinedIcon}>
        <Typography component="p">
          <Box component="span" sx={visuallyHiddenSx}>
            {t('card.phone')}
          </Box>{' '}
          {tel ? (
            <Link href={tel} dir="ltr" color="primary.dark" sx={{ fontWeight: 600 }}>
              {branch.phone}
            </Link>
          ) : (
            <span dir="ltr">{branch.phone}</span>
          )}
        </Typography>
      </InfoRow>
      <Stack direction="row" sx={{ gap: 1, mt: 'auto', pt: 2, flexWrap: 'wrap' }}>
        {tel ? (
          <Button
            href={tel}
            variant="contained"
            startIcon={<CallOutlinedIcon />}
            aria-label={t('card.callNamed', { name: branch.name })}
            data-testid="branch-call"
          >
            {t('card.call')}
          </Button>
        ) : null}
        <Button
          href={mapsHref(`${branch.lat},${branch.lng}`)}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          color="inherit"
          startIcon={<MapOutlinedIcon />}
          aria-label={t('card.mapNamed', { name: branch.name })}
          data-testid="branch-map"
        >
          {t('card.map')}
        </Button>
      </Stack>
    </Paper>
  );
}
