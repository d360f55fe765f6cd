import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DoNotDisturbAltIcon from '@mui/icons-material/DoNotDisturbAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import type { DriverStop } from '@/contracts/driver-rounds';
import { ACTION_HEIGHT } from './touch';

type Props = {
  stop: DriverStop;
  onDeliver: (stop: DriverStop) => void;
  onFail: (stop: DriverStop) => void;
};

/** The stop's two endings, side by side at the card's foot where the thumb is. */
export function StopActions({ stop, onDeliver, onFail }: Props) {
  const { t } = useTranslation('driver');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
      <Button
        variant="contained"
        color="success"
        size="large"
        startIcon={<CheckCircleOutlineIcon />}
        aria-label={t('stop.deliverLabel', { number: stop.number })}
        onClick={() => onDeliver(stop)}
        sx={{ minHeight: ACTION_HEIGHT }}
      >
        {t('stop.deliver')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        size="large"
        startIcon={<DoNotDisturbAltIcon />}
        aria-label={t('stop.failLabel', { number: stop.number })}
        onClick={() => onFail(stop)}
        sx={{ minHeight: ACTION_HEIGHT }}
      >
        {t('stop.fail')}
      </Button>
    </Box>
  );
}
