import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { formatNumber } from '@/lib/format/number';
import { requestResetPin } from '../api/forgot-password';
import { useCooldown } from '../hooks/use-cooldown';

/**
 * The server keeps a PIN younger than a minute (asking again cannot void it more often), and
 * it answers alike whether or not a PIN went out, so the page waits as long before offering
 * another.
 */
const RESEND_AFTER_SECONDS = 60;

type Outcome = { severity: 'success' | 'error'; text: string };

/** A new PIN (the old one is voided). The server's budget answers 429 if asked too often. */
export function ResendPinButton({ username }: { username: string }) {
  const { t, i18n } = useTranslation('auth');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const cooldown = useCooldown(RESEND_AFTER_SECONDS);

  async function resend() {
    setSending(true);
    setOutcome(undefined);
    try {
      await requestResetPin({ username });
      cooldown.restart();
      setOutcome({ severity: 'success', text: t('reset.pin.resent') });
    } catch (error) {
      const text = errorEnvelopeOf(error)?.message ?? t('errors.generic');
      setOutcome({ severity: 'error', text });
    } finally {
      setSending(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Button
        variant="text"
        onClick={() => void resend()}
        disabled={sending || cooldown.left > 0}
        sx={{ justifySelf: 'center', color: 'primary.dark' }}
      >
        {cooldown.left > 0
          ? t('reset.pin.resend_in', { seconds: formatNumber(cooldown.left, i18n.language) })
          : t('reset.pin.resend')}
      </Button>
      {/* Always in the page, so the outcome is announced when it appears. */}
      <Box role="status" aria-live="polite">
        {outcome ? <Alert severity={outcome.severity}>{outcome.text}</Alert> : null}
      </Box>
    </Box>
  );
}
