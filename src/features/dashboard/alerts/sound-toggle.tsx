import IconButton from '@mui/material/IconButton';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import { useTranslation } from 'next-i18next/pages';
import { useOrderAlerts } from './order-alerts';

/**
 * The new-order chime, on or off (remembered in this browser). Browsers play sound only after
 * a tap on the page: pressing this is one, and a refused chime says so until the next tap.
 */
export function SoundToggle() {
  const { t } = useTranslation('dashboard');
  const { sound, soundBlocked, setSound } = useOrderAlerts();
  const label = soundBlocked
    ? t('alerts.soundBlocked')
    : sound
      ? t('alerts.soundOn')
      : t('alerts.soundOff');
  // The browser's own tooltip (title), not MUI's: its popper would weigh on every dashboard
  // page's first load (the JS budget, scripts/budget).
  return (
    <IconButton
      aria-label={t('alerts.sound')}
      aria-pressed={sound}
      title={label}
      color={soundBlocked ? 'warning' : sound ? 'primary' : 'default'}
      onClick={() => setSound(soundBlocked || !sound)}
      sx={{ width: 44, height: 44 }}
      data-testid="sound-toggle"
    >
      {sound ? <NotificationsActiveOutlined /> : <NotificationsOffOutlined />}
    </IconButton>
  );
}
