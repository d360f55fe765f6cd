import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { LoadError } from '@/components/ui/load-error';
import { SettingSwitch } from '@/components/ui/setting-switch';
import { Skeleton } from '@/components/ui/skeleton';
import { ToggleNotice } from '@/components/ui/toggle-notice';
import { MESSAGE_CHANNELS, type MessageChannel } from '@/contracts/message-constants';
import { useChannelToggle } from '@/lib/notifications/use-channel-toggle';

/**
 * The profile's "Messages": each way the shop tells the shopper about their orders, on or off
 * at once. A way the shop cannot send yet shows, switched off, so the shopper knows it exists.
 */
/** `hasEmail`: whether the account has an e-mail address (e-mail cannot be on without one). */
export function MessageChannels({ hasEmail }: { hasEmail: boolean }) {
  const { t } = useTranslation(['account', 'push']);
  const { data, error, mutate, busy, notice, clearNotice, checked, toggle, pushBlocked } =
    useChannelToggle();

  function noteOf(channel: MessageChannel): string | undefined {
    if (data?.channels[channel] === null) return t('messages.unavailable');
    if (channel === 'push' && pushBlocked) return t(`push:${pushBlocked}`);
    if (channel === 'email' && !hasEmail && !checked('email')) return t('messages.needsEmail');
    return undefined;
  }

  return (
    <Box component="section" aria-labelledby="profile-messages" sx={{ mt: 4 }}>
      <Typography id="profile-messages" component="h2" variant="h4">
        {t('messages.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        {t('messages.intro')}
      </Typography>
      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : (
        <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 0.5 }}>
          {MESSAGE_CHANNELS.map((channel, index) => (
            <Box key={channel} sx={{ borderTop: index > 0 ? 1 : 0, borderColor: 'divider' }}>
              {data ? (
                <SettingSwitch
                  id={`channel-${channel}`}
                  label={t(`messages.channels.${channel}.label`)}
                  help={t(`messages.channels.${channel}.help`)}
                  note={noteOf(channel)}
                  checked={checked(channel)}
                  disabled={noteOf(channel) !== undefined || busy !== null}
                  onChange={(on) => void toggle(channel, on)}
                />
              ) : (
                <Skeleton height={64} />
              )}
            </Box>
          ))}
        </Paper>
      )}
      <ToggleNotice
        notice={
          notice && { severity: notice.severity, text: notice.text ?? t(`messages.${notice.kind}`) }
        }
        onClose={clearNotice}
      />
    </Box>
  );
}
