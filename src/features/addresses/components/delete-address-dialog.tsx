import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { Address } from '@/contracts/address';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { useDeleteAddress } from '../api/delete-address';

type Props = {
  /** The address to delete; the dialog is open while there is one. */
  address: Address | undefined;
  onClose: () => void;
  onDeleted: (message: string) => void;
  /** After the closing animation (focus can move then without the dialog taking it back). */
  onExited?: () => void;
};

/** Deleting cannot be undone, so the shopper confirms it first. */
export function DeleteAddressDialog({ address, onClose, onDeleted, onExited }: Props) {
  const { t } = useTranslation('addresses');
  const remove = useDeleteAddress();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  // Keeps the text while the dialog fades out after `address` is cleared.
  const [shown, setShown] = useState(address);
  if (address && address !== shown) setShown(address);

  const close = () => {
    if (busy) return;
    setFailure(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!address) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const message = await remove(address.id);
      onDeleted(message ?? t('list.deleted'));
    } catch (error) {
      setFailure(errorEnvelopeOf(error)?.message ?? t('list.deleteFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      slotProps={{ transition: { onExited } }}
      open={Boolean(address)}
      onClose={close}
      aria-labelledby="delete-address-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="delete-address-title">{t('delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('delete.message', { name: shown ? shown.label || shown.recipient : '' })}
        </DialogContentText>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy} color="inherit">
          {t('delete.cancel')}
        </Button>
        <Button onClick={() => void confirm()} disabled={busy} color="error" variant="contained">
          {busy ? t('delete.deleting') : t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
