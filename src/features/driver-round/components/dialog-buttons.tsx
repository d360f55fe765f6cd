import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { ACTION_HEIGHT } from './touch';

/** Phones get the whole screen for a dialog: the keypad leaves little room for anything else. */
export function usePhoneDialog(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}

type Props = {
  busy: boolean;
  /** The submit button's words: what is recorded. */
  label: string;
  onCancel: () => void;
};

/**
 * A stop dialog's foot: cancel, and the submit that records. While the call is out both are
 * disabled and the submit says so with a spinner (a weak line can take seconds), so a second
 * tap never sends the stop twice.
 */
export function DialogButtons({ busy, label, onCancel }: Props) {
  const { t } = useTranslation('driver');
  return (
    <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
      <Button onClick={onCancel} disabled={busy} sx={{ minHeight: ACTION_HEIGHT }}>
        {t('dialog.cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        sx={{ minHeight: ACTION_HEIGHT, flexGrow: 1 }}
      >
        {busy ? t('dialog.saving') : label}
      </Button>
    </DialogActions>
  );
}
