import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { SettingSwitch } from '@/components/ui/setting-switch';
import { ToggleNotice } from '@/components/ui/toggle-notice';
import { NEW_ORDERS_TOPIC } from '@/contracts/message-constants';
import { useChannelToggle } from '@/lib/notifications/use-channel-toggle';

const CHANNELS = ['push', 'whatsapp'] as const;

/**
 * The staff member's own new-order alerts: a notification in this browser (push, following
 * the `new_orders` topic) and a WhatsApp message to their phone, so an order reaches them with
 * the dashboard closed. The same calls as the shopper's profile: these are their own channels.
 */
export function OrderAlerts() {
  const { t } = useTranslation(['dashboard', 'push']);
  const { data, busy, notice, clearNotice, checked, toggle, pushBlocked } = useChannelToggle({
    pushTopics: [NEW_ORDERS_TOPIC],
  });
  // Nothing to show until the answer is in (or when it fails): this card is a nicety.
  if (!data) return null;

  return (
    <Card component="section" variant="outlined" aria-labelledby="overview-alerts" sx={{ p: 2 }}>
      <Typography id="overview-alerts" component="h2" variant="h5">
        {t('alerts.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('alerts.intro')}
      </Typography>
      {CHANNELS.map((channel) => {
        const unavailable = data.channels[channel] === null;
        const blocked = channel === 'push' ? pushBlocked : undefined;
        return (
          <SettingSwitch
            key={channel}
            id={`alerts-${channel}`}
            label={t(`alerts.${channel}.label`)}
            help={t(`alerts.${channel}.help`)}
            note={
              unavailable ? t('alerts.unavailable') : blocked ? t(`push:${blocked}`) : undefined
            }
            checked={checked(channel)}
            disabled={unavailable || blocked !== undefined || busy !== null}
            onChange={(on) => void toggle(channel, on)}
          />
        );
      })}
      <ToggleNotice
        notice={
          notice && {
            severity: notice.severity,
            text: notice.text ?? t(`alerts.notices.${notice.kind}`),
          }
        }
        onClose={clearNotice}
      />
    </Card>
  );
}
