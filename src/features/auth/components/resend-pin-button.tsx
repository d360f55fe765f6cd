import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { requestResetPin } from '../api/forgot-password';

type Outcome = { severity: 'success' | 'error'; text: string };

/** A new PIN (the old one is voided). The server's budget answers 429 if asked too often. */
export function ResendPinButton({ username }: { username: string }) {
  const { t } = useTranslation('auth');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  async function resend() {
    setSending(true);
    setOutcome(undefined);
    try {
      await requestResetPin({ username });
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
        disabled={sending}
        sx={{ justifySelf: 'center', color: 'primary.dark' }}
      >
        {t('reset.pin.resend')}
      </Button>
      {/* Always in the page, so the outcome is announced when it appears. */}
      <Box role="status" aria-live="polite">
        {outcome ? <Alert severity={outcome.severity}>{outcome.text}</Alert> : null}
      </Box>
    </Box>
  );
}
