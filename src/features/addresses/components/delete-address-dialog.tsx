import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={Boolean(address)}
      titleId="delete-address-title"
      title={t('delete.title')}
      message={t('delete.message', { name: shown ? shown.label || shown.recipient : '' })}
      confirmLabel={t('delete.confirm')}
      busyLabel={t('delete.deleting')}
      keepLabel={t('delete.cancel')}
      busy={busy}
      failure={failure}
      onConfirm={() => void confirm()}
      onClose={close}
      onExited={onExited}
    />
  );
}
