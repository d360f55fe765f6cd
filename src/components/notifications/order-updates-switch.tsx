import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import { SettingSwitch } from '@/components/ui/setting-switch';
import { ToggleNotice } from '@/components/ui/toggle-notice';
import { pushSupported } from '@/lib/notifications/push-support';
import { useChannelToggle } from '@/lib/notifications/use-channel-toggle';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * "Tell me about my order" (issue 41): turns on push for this device right after an order, the
 * moment a shopper most wants to hear what happens next. The profile's push switch does the
 * same; this one shows only where the shop really sends push (a VAPID key) and this browser
 * can take it, and says how to allow notifications the browser blocks.
 */
export function OrderUpdatesSwitch() {
  // A browser without the Push API never asks the shop for its channels here.
  return useHydrated() && pushSupported() ? <OrderUpdatesControl /> : null;
}

function OrderUpdatesControl() {
  const { t } = useTranslation('push');
  const { data, pushBlocked, busy, notice, clearNotice, checked, toggle } = useChannelToggle();
  if (!data?.push_key || data.channels.push === null || pushBlocked === 'unsupported') return null;
  const on = checked('push');

  return (
    <Box data-testid="order-updates" sx={{ mt: 2, borderTop: 1, borderColor: 'divider' }}>
      <SettingSwitch
        id="order-updates"
        label={t('orderUpdates.label')}
        help={t('orderUpdates.help')}
        note={pushBlocked === 'blocked' ? t('blocked') : undefined}
        checked={on}
        disabled={pushBlocked === 'blocked' || busy !== null}
        onChange={(next) => void toggle('push', next)}
      />
      <ToggleNotice
        notice={
          notice && {
            severity: notice.severity,
            text:
              notice.kind === 'saved'
                ? t(on ? 'notices.on' : 'notices.off')
                : (notice.text ?? t(`notices.${notice.kind}`)),
          }
        }
        onClose={clearNotice}
      />
    </Box>
  );
}
