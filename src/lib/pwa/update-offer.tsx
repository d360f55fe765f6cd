import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { BOTTOM_OFFSET_VAR } from '@/components/layout/bottom-nav';
import { applyUpdate } from './register';

/**
 * "A new version of the shop is ready — Reload": small, at the bottom edge above the phone's
 * bottom tabs, never modal and never timed out (the visitor decides). Reload hands over to the
 * waiting worker and reloads once it controls the page; "Not now" hides it until the next page.
 */
export default function UpdateOffer({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('pwa');
  const [reloading, setReloading] = useState(false);
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={(theme) => ({ bottom: `calc(var(${BOTTOM_OFFSET_VAR}, 0px) + ${theme.spacing(2)})` })}
      message={t('update.message')}
      slotProps={{ content: { role: 'status' } }}
      action={
        <>
          <Button color="inherit" size="small" onClick={onDismiss}>
            {t('update.later')}
          </Button>
          <Button
            color="primary"
            variant="contained"
            size="small"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              void applyUpdate();
            }}
          >
            {t('update.reload')}
          </Button>
        </>
      }
    />
  );
}
